import { useState } from 'react';
import { Badge, Button, Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { CandidatoDaLinha, ItemDoCasamento } from '../../../../../shared/api/conciliacao.ts';
import { formatDate, formatMoney } from '../../../../../shared/format/index.ts';
import { useT } from '../../../../i18n/traducao.ts';

const useEstilos = makeStyles({
  lista: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, listStyleType: 'none', margin: 0, padding: 0 },
  candidato: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    padding: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 600px)': { gridTemplateColumns: 'auto 1fr auto', '& > :last-child': { gridColumn: '2 / -1', justifySelf: 'end' } },
  },
  texto: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  valor: { fontVariantNumeric: 'tabular-nums' },
  rodape: { display: 'flex', justifyContent: 'flex-end', paddingTop: tokens.spacingVerticalS },
});

const chave = (c: ItemDoCasamento) => `${c.origem}:${c.id}`;

interface Props {
  candidatos: readonly CandidatoDaLinha[];
  ocupado: boolean;
  onConfirmar(itens: readonly ItemDoCasamento[]): void;
}

/** The chosen line's candidates, best first: one click confirms one; several marked are matched together. */
export function CandidatosDaLinha({ candidatos, ocupado, onConfirmar }: Props) {
  const estilos = useEstilos();
  const t = useT();
  const origem: Readonly<Record<CandidatoDaLinha['origem'], string>> = { BAIXA: t('Baixa'), TRANSFERENCIA: t('Transferência'), TITULO: t('Título em aberto') };
  const [marcados, setMarcados] = useState<ReadonlySet<string>>(new Set());
  if (candidatos.length === 0) return <Text>{t('Nenhum candidato para esta linha: crie um título a partir dela.')}</Text>;
  const marcar = (c: CandidatoDaLinha, sim: boolean) => setMarcados((atuais) => new Set([...atuais].filter((k) => k !== chave(c)).concat(sim ? [chave(c)] : [])));
  const escolhidos = candidatos.filter((c) => marcados.has(chave(c)));
  return (
    <>
      <ul className={estilos.lista} aria-label={t('Candidatos')}>
        {candidatos.map((c) => (
          <li key={chave(c)} className={estilos.candidato}>
            <Checkbox aria-label={t('Marcar {descricao}', { descricao: c.descricao })} checked={marcados.has(chave(c))} onChange={(_, d) => marcar(c, d.checked === true)} />
            <span className={estilos.texto}>
              <Text truncate wrap={false}>{c.descricao || origem[c.origem]}</Text>
              <Text className={estilos.sub}>
                {origem[c.origem]} · {formatDate(c.data)}
                {c.pessoa !== null && ` · ${c.pessoa}`}
              </Text>
            </span>
            <span className={estilos.valor}>
              <Text weight="semibold">{formatMoney(c.valor)}</Text>{' '}
              {c.exato && <Badge appearance="tint" color="success">{t('valor exato')}</Badge>}
            </span>
            <Button size="small" appearance="primary" disabled={ocupado} onClick={() => onConfirmar([{ origem: c.origem, id: c.id }])}>
              {t('Confirmar')}
            </Button>
          </li>
        ))}
      </ul>
      {escolhidos.length > 1 && (
        <div className={estilos.rodape}>
          <Button appearance="primary" disabled={ocupado} onClick={() => onConfirmar(escolhidos.map((c) => ({ origem: c.origem, id: c.id })))}>
            {t('Casar os {quantidade} marcados', { quantidade: escolhidos.length })}
          </Button>
        </div>
      )}
    </>
  );
}

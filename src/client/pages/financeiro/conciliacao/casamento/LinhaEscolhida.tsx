import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ItemDoCasamento, LinhaDaConciliacao } from '../../../../../shared/api/conciliacao.ts';
import { formatDate, formatMoney } from '../../../../../shared/format/index.ts';
import { useT } from '../../../../i18n/traducao.ts';
import { CandidatosDaLinha } from './CandidatosDaLinha.tsx';
import { DialogoDoTitulo } from './DialogoDoTitulo.tsx';

const useEstilos = makeStyles({
  caixa: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cabecalho: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  acoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  casamentos: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

interface Props {
  linha: LinhaDaConciliacao;
  ocupado: boolean;
  onConfirmar(itens: readonly ItemDoCasamento[]): void;
  onAcao(acao: 'desfazer' | 'ignorar' | 'restaurar'): void;
  onCriado(): void;
}

/** The chosen line: what it is matched with, its candidates and what may be done with it. */
export function LinhaEscolhida({ linha, ocupado, onConfirmar, onAcao, onCriado }: Props) {
  const estilos = useEstilos();
  const t = useT();
  const [criando, setCriando] = useState(false);
  const pendente = linha.situacao === 'PENDENTE';
  return (
    <div className={estilos.caixa}>
      <div className={estilos.cabecalho}>
        <Text>
          {formatDate(linha.data)} · {linha.memo}
        </Text>
        <Text weight="semibold">{formatMoney(linha.valor)}</Text>
      </div>
      {linha.fechada && <Text>{t('Esta linha está num período de conciliação fechado.')}</Text>}
      {linha.casamentos.length > 0 && (
        <ul className={estilos.casamentos} aria-label={t('Casada com')}>
          {linha.casamentos.map((c) => (
            <li key={c.id}>
              <Text>
                {c.descricao || (c.origem === 'BAIXA' ? t('Baixa') : t('Transferência'))}: {formatMoney(c.valor)}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {pendente && !linha.fechada && <CandidatosDaLinha candidatos={linha.candidatos} ocupado={ocupado} onConfirmar={onConfirmar} />}
      {!linha.fechada && (
        <div className={estilos.acoes}>
          {pendente && (
            <Button disabled={ocupado} onClick={() => setCriando(true)}>
              {t('Criar título')}
            </Button>
          )}
          {pendente && linha.casamentos.length === 0 && (
            <Button appearance="subtle" disabled={ocupado} onClick={() => onAcao('ignorar')}>
              {t('Ignorar')}
            </Button>
          )}
          {linha.casamentos.length > 0 && (
            <Button appearance="subtle" disabled={ocupado} onClick={() => onAcao('desfazer')}>
              {t('Desfazer')}
            </Button>
          )}
          {linha.situacao === 'IGNORADA' && (
            <Button appearance="subtle" disabled={ocupado} onClick={() => onAcao('restaurar')}>
              {t('Voltar às pendentes')}
            </Button>
          )}
        </div>
      )}
      {criando && (
        <DialogoDoTitulo
          linha={linha}
          onFechar={(criado) => {
            setCriando(false);
            if (criado) onCriado();
          }}
        />
      )}
    </div>
  );
}

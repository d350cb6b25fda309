import { Badge, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ExtratoDaPrevia } from '../../../../../shared/api/conciliacaoOfx.ts';
import { formatDate } from '../../../../../shared/format/index.ts';
import { formatMoney } from '../../../../../shared/format/money.ts';
import { useT } from '../../../../i18n/traducao.ts';
import { rotuloDaConta, type ContaParaEscolher } from './contas.ts';
import { TabelaDaPrevia } from './TabelaDaPrevia.tsx';

const useEstilos = makeStyles({
  extrato: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  cabecalho: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'baseline' },
  conta: { maxWidth: '480px' },
  contagens: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyle: 'none' },
  nota: { color: tokens.colorNeutralForeground3 },
});

const n = (quantidade: number) => ({ n: quantidade.toLocaleString('pt-BR') });

function Contagens({ extrato }: { extrato: ExtratoDaPrevia }) {
  const estilos = useEstilos();
  const t = useT();
  const quantas = (situacao: string) => extrato.transacoes.filter((l) => l.situacao === situacao).length;
  return (
    <ul className={estilos.contagens} aria-label={t('Resumo do extrato')}>
      <li>
        <Badge color="success" appearance="tint" size="large">{t('{n} novas', n(quantas('nova')))}</Badge>
      </li>
      <li>
        <Badge color="informative" appearance="tint" size="large">{t('{n} já importadas', n(quantas('existente')))}</Badge>
      </li>
      <li>
        <Badge color={quantas('conflito') > 0 ? 'warning' : 'informative'} appearance="tint" size="large">{t('{n} em conflito', n(quantas('conflito')))}</Badge>
      </li>
    </ul>
  );
}

interface ExtratoNaPreviaProps {
  indice: number;
  extrato: ExtratoDaPrevia;
  contas: readonly ContaParaEscolher[];
  desabilitado: boolean;
  onConta(contaId: number | null): void;
}

/** One statement of the file: what the bank says it is, the account it goes into, its counts and lines. */
export function ExtratoNaPrevia({ indice, extrato, contas, desabilitado, onConta }: ExtratoNaPreviaProps) {
  const estilos = useEstilos();
  const t = useT();
  const banco = [extrato.banco && t('Banco {banco}', { banco: extrato.banco }), extrato.agencia && t('Agência {agencia}', { agencia: extrato.agencia }), t('Conta {conta}', { conta: extrato.conta })];
  const periodo = extrato.inicio && extrato.fim ? t('De {inicio} a {fim}', { inicio: formatDate(extrato.inicio), fim: formatDate(extrato.fim) }) : null;
  return (
    <section className={estilos.extrato} aria-label={t('Extrato {n}', { n: indice + 1 })}>
      <div className={estilos.cabecalho}>
        <Text weight="semibold">{banco.filter(Boolean).join(' · ')}</Text>
        {extrato.tipo === 'CARTAO' && <Badge appearance="outline">{t('Cartão de crédito')}</Badge>}
        {periodo && <Text>{periodo}</Text>}
        {extrato.saldoFinal !== null && <Text>{t('Saldo final: {saldo}', { saldo: formatMoney(extrato.saldoFinal) })}</Text>}
      </div>
      <Field
        className={estilos.conta}
        label={t('Conta da instituição')}
        validationState={extrato.contaId === null ? 'warning' : 'none'}
        validationMessage={extrato.contaId === null ? t('Nenhuma conta corresponde a este extrato: escolha a conta ou ele não será importado.') : undefined}
      >
        <Select value={extrato.contaId === null ? '' : String(extrato.contaId)} disabled={desabilitado} onChange={(_, data) => onConta(data.value === '' ? null : Number(data.value))}>
          <option value="">{t('Não importar este extrato')}</option>
          {contas.map((c) => (
            <option key={c.id} value={c.id}>
              {rotuloDaConta(c)}
            </option>
          ))}
        </Select>
      </Field>
      <Contagens extrato={extrato} />
      {extrato.ignoradas > 0 && <Text className={estilos.nota}>{t('{n} linhas de valor zero não serão importadas.', n(extrato.ignoradas))}</Text>}
      <TabelaDaPrevia transacoes={extrato.transacoes} rotulo={t('Linhas do extrato {n}', { n: indice + 1 })} />
    </section>
  );
}

import { Badge, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { RegistroDaContaMostrado, RetornoDaConcessionariaMostrado } from '../../../../shared/api/concessionarias.ts';
import { formatDateTime } from '../../../../shared/format/dates.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useT, type t as Traduzir } from '../../../i18n/traducao.ts';

// One return as its page shows it: totals, then each G record with the donor matched, the gross,
// the fees, the net and what it did (and who resolved it, when a person did).

const useEstilos = makeStyles({
  cartao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalM, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, minWidth: 0 },
  rolagem: { overflowX: 'auto' },
  tabela: { minWidth: '640px' },
  linha: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
});

const corDoResultado: Readonly<Record<RegistroDaContaMostrado['resultado'], 'success' | 'warning' | 'informative' | 'subtle'>> = {
  aplicado: 'success',
  sem_consentimento: 'warning',
  ambiguo: 'warning',
  ja_aplicado: 'informative',
  descartado: 'subtle',
};

const rotuloDoResultado = (t: typeof Traduzir, r: RegistroDaContaMostrado['resultado']): string =>
  ({ aplicado: t('Lançado'), sem_consentimento: t('Sem consentimento'), ambiguo: t('Ambíguo'), ja_aplicado: t('Já lançado'), descartado: t('Descartado') })[r];

const rotuloDaSituacao = (t: typeof Traduzir, s: RetornoDaConcessionariaMostrado['situacao']): string =>
  ({ processando: t('Processando'), processado: t('Processado'), falhou: t('Falhou') })[s];

export function RetornoDaConcessionaria({ retorno }: { retorno: RetornoDaConcessionariaMostrado }) {
  const estilos = useEstilos();
  const t = useT();
  return (
    <article className={estilos.cartao} aria-label={t('Retorno {arquivo}', { arquivo: retorno.nomeArquivo })}>
      <div className={estilos.linha}>
        <Text weight="semibold">{retorno.nomeArquivo}</Text>
        <Text size={200}>{formatDateTime(retorno.enviadoEm)}</Text>
        <Badge appearance="tint" color={retorno.situacao === 'falhou' ? 'danger' : retorno.situacao === 'processado' ? 'success' : 'informative'}>
          {rotuloDaSituacao(t, retorno.situacao)}
        </Badge>
      </div>
      {retorno.mensagem !== null && <Text>{retorno.mensagem}</Text>}
      {retorno.situacao === 'processado' && (
        <Text>
          {t('{aplicados} lançado(s), {pendentes} a resolver; bruto {bruto}, líquido {liquido}', {
            aplicados: retorno.aplicados,
            pendentes: retorno.pendentes,
            bruto: formatMoney(retorno.valorBruto),
            liquido: formatMoney(retorno.valorLiquido),
          })}
        </Text>
      )}
      {retorno.itens.length > 0 && (
        <div className={estilos.rolagem} role="region" tabIndex={0} aria-label={t('Registros do arquivo {arquivo}', { arquivo: retorno.nomeArquivo })}>
          <Table className={estilos.tabela} size="small" aria-label={t('Registros do arquivo')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('Linha')}</TableHeaderCell>
                <TableHeaderCell>{t('Instalação')}</TableHeaderCell>
                <TableHeaderCell>{t('Doador')}</TableHeaderCell>
                <TableHeaderCell>{t('Bruto')}</TableHeaderCell>
                <TableHeaderCell>{t('Taxas')}</TableHeaderCell>
                <TableHeaderCell>{t('Líquido')}</TableHeaderCell>
                <TableHeaderCell>{t('Resultado')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {retorno.itens.map((i) => (
                <TableRow key={i.linha}>
                  <TableCell>{i.linha}</TableCell>
                  <TableCell>{i.instalacao}</TableCell>
                  <TableCell>{i.doador ?? '—'}</TableCell>
                  <TableCell>{formatMoney(i.valorBruto)}</TableCell>
                  <TableCell>{formatMoney(i.taxas)}</TableCell>
                  <TableCell>{i.resultado === 'aplicado' ? formatMoney(i.valorLiquido) : '—'}</TableCell>
                  <TableCell title={i.descricao}>
                    <Badge appearance="tint" color={corDoResultado[i.resultado]}>{rotuloDoResultado(t, i.resultado)}</Badge>
                    {i.resolvidoPor !== null && i.resolvidoEm !== null && (
                      <Text size={200} block>
                        {t('por {quem} em {quando}', { quem: i.resolvidoPor, quando: formatDateTime(i.resolvidoEm) })}
                      </Text>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </article>
  );
}

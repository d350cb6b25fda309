import { useState, type FormEvent } from 'react';
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import type { FechamentoDaConciliacao, PaginaDaConciliacao } from '../../../../../shared/api/conciliacao.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../../../shared/format/index.ts';
import { fieldErrorsOf } from '../../../../api/ApiError.ts';
import { ignoreShownError } from '../../../../api/ignoreShownError.ts';
import { useApi } from '../../../../api/useApi.ts';
import { CampoDeData } from '../../../../components/relatorios/CampoDeData.tsx';
import { useT, useTraduzir } from '../../../../i18n/traducao.ts';
import type { Registro } from '../../../../widgets/q-autocomplete/index.ts';
import { URL_CONTAS } from '../../movimento/api.ts';
import { CampoDeReferencia } from '../../movimento/campos.tsx';
import { fechar, reabrir, urlDasLinhas, urlDosFechamentos } from './api.ts';
import { TotaisDaConciliacao } from './TotaisDaConciliacao.tsx';

// Hand-written beside the matching tabs: the account's closed periods (a short list, newest first),
// closing up to a date and reopening the last one. Its list reads one account's rows with the
// balances compared, and its two actions are on the account, not on a record.

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  linha: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end', '& > :first-child': { flex: '1 1 260px', maxWidth: '420px' } },
  tabela: { overflowX: 'auto' },
  erro: { color: tokens.colorPaletteRedForeground1 },
  valor: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

export function FechamentoPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { mutate } = useSWRConfig();
  const [conta, setConta] = useState<Registro | null>(null);
  const [ate, setAte] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const { data: fechamentos } = useApi<FechamentoDaConciliacao[]>(conta === null ? null : urlDosFechamentos(conta.id));
  const { data: pagina } = useApi<PaginaDaConciliacao>(conta === null ? null : urlDasLinhas(conta.id, 'SAIDA', 'PENDENTE', 1));
  const contaId = conta === null ? null : Number(conta.id);

  async function fazer(acao: () => Promise<unknown>) {
    setOcupado(true);
    setErro(null);
    try {
      await acao();
      await mutate((chave) => typeof chave === 'string' && chave.startsWith('/api/financeiro/conciliacao/'));
    } catch (falha) {
      ignoreShownError(falha);
      setErro(fieldErrorsOf(falha)['ate'] ?? null);
    } finally {
      setOcupado(false);
    }
  }
  function enviar(event: FormEvent) {
    event.preventDefault();
    if (contaId !== null && ate !== null) void fazer(() => fechar(contaId, ate.slice(0, 10)));
  }

  return (
    <div className={estilos.pagina}>
      <form className={estilos.linha} onSubmit={enviar} noValidate aria-label={t('Fechar a conciliação')}>
        <CampoDeReferencia id="fechamento-conta" rotulo={t('Conta')} url={URL_CONTAS} valor={conta} onChange={setConta} obrigatorio />
        <CampoDeData id="fechamento-ate" rotulo={t('Fechar até')} valor={ate} onChange={setAte} erro={erro === null ? null : traduzir(erro)} />
        <Button appearance="primary" type="submit" disabled={contaId === null || ate === null || ocupado}>
          {t('Fechar')}
        </Button>
        <Button disabled={contaId === null || ocupado || (fechamentos?.length ?? 0) === 0} onClick={() => contaId !== null && void fazer(() => reabrir(contaId))}>
          {t('Reabrir o último')}
        </Button>
      </form>
      {conta === null && <Text>{t('Escolha a conta.')}</Text>}
      {pagina && <TotaisDaConciliacao totais={pagina.totais} />}
      {fechamentos && fechamentos.length === 0 && <Text>{t('Nenhum período fechado nesta conta.')}</Text>}
      {fechamentos && fechamentos.length > 0 && (
        <div className={estilos.tabela}>
          <Table aria-label={t('Períodos fechados')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('Fechada até')}</TableHeaderCell>
                <TableHeaderCell>{t('Saldo do banco')}</TableHeaderCell>
                <TableHeaderCell>{t('Saldo do sistema')}</TableHeaderCell>
                <TableHeaderCell>{t('Fechada por')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {fechamentos.map((f) => (
                <TableRow key={f.id}>
                  <TableCell>{formatDate(f.ate)}</TableCell>
                  <TableCell className={estilos.valor}>{formatMoney(f.saldoBanco)}</TableCell>
                  <TableCell className={estilos.valor}>{formatMoney(f.saldoSistema)}</TableCell>
                  <TableCell>{`${f.usuario ?? ''} · ${formatDateTime(f.criadoEm)}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}

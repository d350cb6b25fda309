import { Badge, Button, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import { TAG_DO_BOLETO_POR_EMAIL, type CobrancaDoDoador, type ConsultaDoDoador } from '../../../../shared/api/telemarketing.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { BotaoComCarregamento } from '../../../components/loading-button/index.ts';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { useT, type t as Traduzir } from '../../../i18n/traducao.ts';
import { FichaDoDoador } from '../comum/FichaDoDoador.tsx';
import { dataLegivel, rotuloDaForma, rotuloDaSituacao } from '../comum/rotulos.ts';
import { enviarBoletoPorEmail } from './api.ts';

// One donor's whole record: contacts, colaborações and calls (the agenda's card), the charges
// with their nosso número (a boleto's sent by e-mail again on asking, for who sends remittances),
// and the payments (the gifts).

const useEstilos = makeStyles({
  pilha: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  topo: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' },
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  linha: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

const rotuloDaCobranca = (t: typeof Traduzir, situacao: CobrancaDoDoador['situacao']): string =>
  ({
    a_enviar: t('A enviar'),
    enviada: t('Enviada'),
    confirmada: t('Confirmada'),
    paga: t('Paga'),
    rejeitada: t('Rejeitada'),
    baixada: t('Baixada'),
  })[situacao];

const rotuloDoPagamento = (t: typeof Traduzir, situacao: string): string =>
  ({ PENDENTE: t('Aguardando pagamento'), RECEBIDA: t('Recebida'), FALHOU: t('Falhou'), ESTORNADA: t('Estornada') })[situacao] ?? rotuloDaSituacao(t, situacao);

export function DoadorConsultado({ doador, onVoltar }: { doador: ConsultaDoDoador; onVoltar: () => void }) {
  const estilos = useEstilos();
  const t = useT();
  const { pode } = usePermissao();
  const enviaBoletos = pode([TAG_DO_BOLETO_POR_EMAIL]);
  return (
    <div className={estilos.pilha}>
      <div className={estilos.topo}>
        <Title3 as="h2">{doador.pessoa.nome}</Title3>
        <Button onClick={onVoltar}>{t('Voltar aos resultados')}</Button>
      </div>
      <FichaDoDoador ficha={doador} />
      <section className={estilos.secao}>
        <Text as="h2" size={400} weight="semibold">{t('Cobranças')}</Text>
        {doador.cobrancas.length === 0 && <Text>{t('Nenhuma cobrança.')}</Text>}
        <ul className={estilos.lista} aria-label={t('Cobranças')}>
          {doador.cobrancas.map((c) => (
            <li key={c.id} className={estilos.linha}>
              <Text weight="semibold">{t('Nosso número {numero}', { numero: c.nossoNumero })}</Text>
              <Text>{c.forma}</Text>
              <Text>{dataLegivel(c.vencimento)}</Text>
              <Text>R$ {formatMoney(c.valor)}</Text>
              <Badge appearance="tint" color={c.situacao === 'paga' ? 'success' : c.situacao === 'rejeitada' ? 'danger' : 'informative'}>{rotuloDaCobranca(t, c.situacao)}</Badge>
              {c.motivo !== null && <Text size={200}>{c.motivo}</Text>}
              {c.boletoEnviadoEm !== null && <Text size={200}>{t('Boleto enviado por e-mail em {data}', { data: dataLegivel(c.boletoEnviadoEm) })}</Text>}
              {c.boleto && enviaBoletos && (
                <BotaoComCarregamento size="small" onClick={() => enviarBoletoPorEmail(c.id)}>
                  {t('Enviar boleto por e-mail')}
                </BotaoComCarregamento>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className={estilos.secao}>
        <Text as="h2" size={400} weight="semibold">{t('Pagamentos')}</Text>
        {doador.pagamentos.length === 0 && <Text>{t('Nenhum pagamento.')}</Text>}
        <ul className={estilos.lista} aria-label={t('Pagamentos')}>
          {doador.pagamentos.map((p) => (
            <li key={p.id} className={estilos.linha}>
              <Text>{dataLegivel(p.data)}</Text>
              <Text weight="semibold">R$ {formatMoney(p.valor)}</Text>
              <Text>{rotuloDaForma(t, p.forma)}</Text>
              <Badge appearance="tint" color={p.situacao === 'RECEBIDA' ? 'success' : 'informative'}>{rotuloDoPagamento(t, p.situacao)}</Badge>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

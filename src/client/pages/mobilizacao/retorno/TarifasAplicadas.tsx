import type { TarifasDoRetorno } from '../../../../shared/api/retornoDeCobranca.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';

// What an applied return did with the bank's fees: booked as paid despesas (their títulos), or
// kept on the charges only, with the reason. A file without fees says nothing.

export function TarifasAplicadas({ tarifas }: { tarifas: TarifasDoRetorno }) {
  const t = useT();
  const traduzir = useTraduzir();
  if (tarifas.valor === 0) return null;
  const valor = formatMoney(tarifas.valor);
  if (tarifas.motivo !== null) return <Aviso intent="warning">{t('Tarifas de R$ {valor} não lançadas: {motivo}', { valor, motivo: traduzir(tarifas.motivo) })}</Aviso>;
  const titulos = tarifas.despesas.map((d) => d.titulo).join(', ');
  return <Aviso intent="info">{t('Tarifas de R$ {valor} lançadas como despesa paga (título nº {titulos}).', { valor, titulos })}</Aviso>;
}

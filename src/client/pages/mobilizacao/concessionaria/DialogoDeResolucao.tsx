import { Field, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PendenciaDaConcessionaria, PedidoDeResolucao } from '../../../../shared/api/concessionarias.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { fieldErrorsOf } from '../../../api/ApiError.ts';
import { DialogoDeFormulario } from '../../../components/formulario/DialogoDeFormulario.tsx';
import { useT } from '../../../i18n/traducao.ts';
import { apresentacaoAvulsa } from '../../../widgets/apresentacao.ts';
import { DateTimePickerWidget } from '../../../widgets/date-time-picker/index.ts';
import { QAutocompleteWidget, type ValorDoAutocomplete } from '../../../widgets/q-autocomplete/index.ts';
import { TextareaWidget } from '../../../widgets/textarea/index.ts';
import { resolverPendencia } from './api.ts';

// "Resolver" a pending record of a utility's return: the donor it is posted to — one of those who
// consented to the installation, or, when nobody has, a donor of the people register whose consent
// (its date and evidence, which the institution must be able to prove) is recorded in the same
// step; the consent's own form, prefilled, is a link away for attaching files.

const useEstilos = makeStyles({
  campos: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface Doador {
  id: number;
  nome: string;
}

function doadorDe(valor: ValorDoAutocomplete | null): Doador | null {
  if (valor === null || Array.isArray(valor)) return null;
  const id = Number(valor.id);
  return Number.isInteger(id) ? { id, nome: typeof valor.nome === 'string' ? valor.nome : String(id) } : null;
}

interface DialogoDeResolucaoProps {
  formaCobrancaId: number;
  pendencia: PendenciaDaConcessionaria;
  /** Closed; `resolvido` when the record was applied. */
  onFechar(resolvido: boolean): void;
}

export function DialogoDeResolucao({ formaCobrancaId, pendencia, onFechar }: DialogoDeResolucaoProps) {
  const estilos = useEstilos();
  const t = useT();
  const escolhaEntreConsentidos = pendencia.doadores.length > 0;
  const [doador, setDoador] = useState<Doador | null>(null);
  const [data, setData] = useState<string | null>(null);
  const [evidencia, setEvidencia] = useState<string | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);

  const resolver = () => {
    if (enviando) return;
    const faltam = {
      ...(doador === null ? { pessoa: t('Escolha o doador.') } : {}),
      ...(!escolhaEntreConsentidos && data === null ? { 'consentimento.data': t('Informe a data do consentimento.') } : {}),
      ...(!escolhaEntreConsentidos && (evidencia ?? '').trim() === '' ? { 'consentimento.evidencia': t('Informe a evidência do consentimento: como o doador consentiu.') } : {}),
    };
    if (doador === null || Object.keys(faltam).length > 0) {
      setErros(faltam);
      return;
    }
    const pedido: PedidoDeResolucao = escolhaEntreConsentidos ? { pessoa: doador.id } : { pessoa: doador.id, consentimento: { data: (data ?? '').slice(0, 10), evidencia: evidencia ?? '' } };
    setEnviando(true);
    resolverPendencia(pendencia.id, pedido)
      .then(() => onFechar(true))
      .catch((e: unknown) => setErros(fieldErrorsOf(e)))
      .finally(() => setEnviando(false));
  };

  const formulario = new URLSearchParams({ formaCobranca: String(formaCobrancaId), instalacao: pendencia.instalacao, ...(doador === null ? {} : { pessoa: String(doador.id) }) });
  const rotuloDoDoador = t('Doador');
  const rotuloDaData = t('Data do consentimento');
  const rotuloDaEvidencia = t('Evidência do consentimento');
  return (
    <DialogoDeFormulario titulo={t('Resolver o registro')} acao={t('Lançar a doação')} onEnviar={resolver} onFechar={() => onFechar(false)}>
      <div className={estilos.campos}>
        <Text block>
          {t('Instalação {instalacao}, linha {linha} de {arquivo}: bruto {bruto}, líquido {liquido}.', {
            instalacao: pendencia.instalacao,
            linha: pendencia.linha,
            arquivo: pendencia.nomeArquivo,
            bruto: formatMoney(pendencia.valorBruto),
            liquido: formatMoney(pendencia.valorLiquido),
          })}
        </Text>
        {escolhaEntreConsentidos ? (
          <Field label={t('Qual dos doadores que consentiram com esta instalação?')} required validationMessage={erros['pessoa']}>
            <RadioGroup value={doador === null ? '' : String(doador.id)} onChange={(_, d) => setDoador(pendencia.doadores.find((p) => String(p.id) === d.value) ?? null)}>
              {pendencia.doadores.map((p) => (
                <Radio key={p.id} value={String(p.id)} label={p.nome} />
              ))}
            </RadioGroup>
          </Field>
        ) : (
          <>
            <Text block>{t('Nenhum doador consentiu com esta instalação. Escolha o doador e registre o consentimento dele: a instituição deve poder prová-lo.')}</Text>
            <QAutocompleteWidget
              id="resolucao-doador"
              campo="pessoa"
              rotulo={rotuloDoDoador}
              url="/api/pessoas"
              valor={doador === null ? null : { ...doador }}
              onChange={(valor) => setDoador(doadorDe(valor))}
              obrigatorio
              desabilitado={enviando}
              erro={erros['pessoa'] ?? null}
              apresentacao={apresentacaoAvulsa('q-autocomplete', rotuloDoDoador, { referencia: 'pessoa' })}
            />
            <DateTimePickerWidget
              id="resolucao-data"
              campo="data"
              rotulo={rotuloDaData}
              valor={data}
              onChange={setData}
              obrigatorio
              desabilitado={enviando}
              erro={erros['consentimento.data'] ?? erros['consentimento'] ?? null}
              apresentacao={apresentacaoAvulsa('date-time-picker', rotuloDaData, { formato: 'date' })}
            />
            <TextareaWidget
              id="resolucao-evidencia"
              campo="evidencia"
              rotulo={rotuloDaEvidencia}
              valor={evidencia}
              onChange={setEvidencia}
              obrigatorio
              desabilitado={enviando}
              erro={erros['consentimento.evidencia'] ?? null}
              apresentacao={apresentacaoAvulsa('textarea', rotuloDaEvidencia)}
            />
            <Text size={200}>
              {t('Com arquivos de evidência?')}{' '}
              <Link to={`/mobilizacao/concessionarias/consentimentos/novo?${formulario.toString()}`}>{t('Abrir o formulário de consentimento')}</Link>
            </Text>
          </>
        )}
      </div>
    </DialogoDeFormulario>
  );
}

import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { useErroDoCampo } from '../../../components/relatorios/index.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { apresentacaoAvulsa } from '../../../widgets/apresentacao.ts';
import { QAutocompleteWidget } from '../../../widgets/q-autocomplete/QAutocompleteWidget.tsx';
import type { Registro } from '../../../widgets/q-autocomplete/index.ts';

// A report's own fields in the emission dialog, each showing its message (the server's 422)
// from the dialog's context and dropping it when changed.

interface CampoDeReferenciaProps {
  campo: string;
  rotulo: string;
  url: string;
  valor: Registro | null;
  onChange(valor: Registro | null): void;
  obrigatorio: boolean;
}

/** An account, category or cost centre of the unit, searched as typed. */
export function CampoDeReferencia({ campo, rotulo, url, valor, onChange, obrigatorio }: CampoDeReferenciaProps) {
  const traduzir = useTraduzir();
  const { erro, limpar } = useErroDoCampo(campo);
  return (
    <QAutocompleteWidget
      id={`relatorio-${campo}`}
      campo={campo}
      rotulo={rotulo}
      url={url}
      valor={valor}
      onChange={(novo) => {
        limpar();
        onChange(Array.isArray(novo) ? (novo[0] ?? null) : novo);
      }}
      obrigatorio={obrigatorio}
      desabilitado={false}
      erro={erro === null ? null : traduzir(erro)}
      apresentacao={apresentacaoAvulsa('q-autocomplete', rotulo)}
    />
  );
}

interface CampoDeEscolhaProps<V extends string> {
  campo: string;
  rotulo: string;
  opcoes: readonly { valor: V; rotulo: string }[];
  valor: V;
  onChange(valor: V): void;
}

/** One of a few choices, side by side while they fit. */
export function CampoDeEscolha<V extends string>({ campo, rotulo, opcoes, valor, onChange }: CampoDeEscolhaProps<V>) {
  const traduzir = useTraduzir();
  const { erro, limpar } = useErroDoCampo(campo);
  return (
    <Field label={rotulo} validationMessage={erro === null ? undefined : traduzir(erro)}>
      <RadioGroup
        layout="horizontal"
        value={valor}
        onChange={(_, data) => {
          limpar();
          const escolhida = opcoes.find((o) => o.valor === data.value);
          if (escolhida !== undefined) onChange(escolhida.valor);
        }}
      >
        {opcoes.map((o) => (
          <Radio key={o.valor} value={o.valor} label={o.rotulo} />
        ))}
      </RadioGroup>
    </Field>
  );
}

/** The budget's year, four digits. */
export function CampoDoAno({ valor, onChange }: { valor: string; onChange(valor: string): void }) {
  const t = useT();
  const traduzir = useTraduzir();
  const { erro, limpar } = useErroDoCampo('ano');
  return (
    <Field label={t('Ano')} required validationMessage={erro === null ? undefined : traduzir(erro)}>
      <Input
        inputMode="numeric"
        maxLength={4}
        value={valor}
        onChange={(_, data) => {
          limpar();
          onChange(data.value.replace(/\D/g, ''));
        }}
      />
    </Field>
  );
}

/** The labels of the choices, in the language in force. */
export function useOpcoes() {
  const t = useT();
  return {
    tipo: [
      { valor: 'AMBOS', rotulo: t('A receber e a pagar') },
      { valor: 'RECEBER', rotulo: t('A receber') },
      { valor: 'PAGAR', rotulo: t('A pagar') },
    ],
    tipoDasBaixas: [
      { valor: 'AMBOS', rotulo: t('Recebidos e pagos') },
      { valor: 'RECEBER', rotulo: t('Recebidos') },
      { valor: 'PAGAR', rotulo: t('Pagos') },
    ],
    situacao: [
      { valor: 'TODAS', rotulo: t('Todas') },
      { valor: 'VENCIDAS', rotulo: t('Vencidas') },
      { valor: 'A_VENCER', rotulo: t('A vencer') },
    ],
    agrupamento: [
      { valor: 'MES', rotulo: t('Por mês') },
      { valor: 'SEMANA', rotulo: t('Por semana') },
      { valor: 'DIA', rotulo: t('Por dia') },
    ],
  } as const;
}

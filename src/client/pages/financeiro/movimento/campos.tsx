import type { ValorPeriodo } from '../../../../shared/periodo/index.ts';
import { PeriodoWidget } from '../../../widgets/periodo/index.ts';
import { QAutocompleteWidget } from '../../../widgets/q-autocomplete/QAutocompleteWidget.tsx';
import type { Registro } from '../../../widgets/q-autocomplete/index.ts';
import { apresentacaoAvulsa } from '../../../widgets/apresentacao.ts';

// The filter fields of the statement and the cash flow: the engine's own widgets, outside a form.

interface CampoDeReferencia {
  id: string;
  rotulo: string;
  url: string;
  valor: Registro | null;
  onChange(valor: Registro | null): void;
  obrigatorio?: boolean;
}

/** An account, category or cost centre of the unit, searched as typed. */
export function CampoDeReferencia({ id, rotulo, url, valor, onChange, obrigatorio = false }: CampoDeReferencia) {
  return (
    <QAutocompleteWidget
      id={id}
      campo={id}
      rotulo={rotulo}
      url={url}
      valor={valor}
      onChange={(novo) => onChange(Array.isArray(novo) ? (novo[0] ?? null) : novo)}
      obrigatorio={obrigatorio}
      desabilitado={false}
      erro={null}
      apresentacao={apresentacaoAvulsa('q-autocomplete', rotulo)}
    />
  );
}

interface CampoDoPeriodo {
  id: string;
  rotulo: string;
  valor: ValorPeriodo;
  onChange(valor: ValorPeriodo | null): void;
}

export function CampoDoPeriodo({ id, rotulo, valor, onChange }: CampoDoPeriodo) {
  return (
    <PeriodoWidget
      id={id}
      campo={id}
      rotulo={rotulo}
      valor={valor}
      onChange={onChange}
      obrigatorio={false}
      desabilitado={false}
      erro={null}
      apresentacao={apresentacaoAvulsa('periodo', rotulo)}
    />
  );
}

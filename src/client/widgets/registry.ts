import { isWidgetKind } from '../../shared/engine/widget-kinds.ts';
import type { RegistroDeWidgets, Widget } from './types.ts';
import { AttachmentsWidget } from './attachments/index.ts';
import { CheckBoxFilterWidget } from './check-box-filter/index.ts';
import { CodigoWidget } from './codigo/index.ts';
import { ColourWidget } from './colour/index.ts';
import { DateTimePickerWidget } from './date-time-picker/index.ts';
import { IntervaloWidget } from './intervalo/index.ts';
import { ListaDeItensWidget } from './lista-de-itens/index.ts';
import { MaskedInputWidget } from './masked-input/index.ts';
import { MoneyWidget } from './money/index.ts';
import { NumberWidget } from './number/index.ts';
import { OSelectWidget } from './o-select/index.ts';
import { PeriodoWidget } from './periodo/index.ts';
import { PhotoWidget } from './photo/index.ts';
import { PontoNoMapaWidget } from './ponto-no-mapa/index.ts';
import { QAutocompleteWidget } from './q-autocomplete/index.ts';
import { QCheckboxWidget } from './q-checkbox/index.ts';
import { QInputWidget } from './q-input/index.ts';
import { RetencoesWidget } from './retencoes/index.ts';
import { SeletorDeTagsWidget } from './seletor-de-tags/index.ts';
import { TabelaWidget } from './tabela/index.ts';
import { TextareaWidget } from './textarea/index.ts';

/** Every kind of the specification (widget-kinds.ts) and its component; the type makes it total. */
export const REGISTRO_DE_WIDGETS: RegistroDeWidgets = {
  'q-input': QInputWidget,
  'q-autocomplete': QAutocompleteWidget,
  'o-select': OSelectWidget,
  'date-time-picker': DateTimePickerWidget,
  'q-checkbox': QCheckboxWidget,
  'masked-input': MaskedInputWidget,
  periodo: PeriodoWidget,
  'check-box-filter': CheckBoxFilterWidget,
  intervalo: IntervaloWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  codigo: CodigoWidget,
  money: MoneyWidget,
  photo: PhotoWidget,
  attachments: AttachmentsWidget,
  colour: ColourWidget,
  'lista-de-itens': ListaDeItensWidget,
  'ponto-no-mapa': PontoNoMapaWidget,
  'seletor-de-tags': SeletorDeTagsWidget,
  retencoes: RetencoesWidget,
  tabela: TabelaWidget,
};

/** The default registry with some kinds replaced (a theme, a test double), rjsf style. */
export function criarRegistro(substitutos: Partial<RegistroDeWidgets> = {}): RegistroDeWidgets {
  return { ...REGISTRO_DE_WIDGETS, ...substitutos };
}

/** The component of a kind named in data; an unknown name is a descriptor error that names it. */
export function widgetDoTipo(kind: string, registro: RegistroDeWidgets = REGISTRO_DE_WIDGETS): Widget {
  if (!isWidgetKind(kind)) throw new Error(`Tipo de componente desconhecido: ${kind}`);
  return registro[kind];
}

import {
  AppsRegular,
  BoxRegular,
  BriefcaseRegular,
  BuildingRegular,
  CheckmarkCircleRegular,
  GlobeRegular,
  HatGraduationRegular,
  HeartRegular,
  MailRegular,
  MegaphoneRegular,
  MoneyRegular,
  PeopleRegular,
  PersonSupportRegular,
  PhoneRegular,
  SettingsRegular,
  TimerRegular,
} from '@fluentui/react-icons';
import type { FluentIcon } from '@fluentui/react-icons';

/** A route family as the module menu shows it (specification, section 2's families); its entry is its first page the user may see. */
export interface FamiliaDoMenu {
  familia: string;
  rotulo: string;
  icone: FluentIcon;
}

/** In the order of the menu; a family appears once the user may see one of its screens. */
export const FAMILIAS_DO_MENU: readonly FamiliaDoMenu[] = [
  { familia: 'gestaopessoas', rotulo: 'Gestão de Pessoas', icone: PeopleRegular },
  { familia: 'financeiro', rotulo: 'Financeiro', icone: MoneyRegular },
  { familia: 'aprovacaofinanceira', rotulo: 'Aprovação Financeira', icone: CheckmarkCircleRegular },
  { familia: 'projetos', rotulo: 'Projetos', icone: BriefcaseRegular },
  { familia: 'mobilizacao', rotulo: 'Mobilização', icone: PhoneRegular },
  { familia: 'registrointervalo', rotulo: 'Registro de Intervalo', icone: TimerRegular },
  { familia: 'patrimonio', rotulo: 'Patrimônio', icone: BuildingRegular },
  { familia: 'doacao', rotulo: 'Doações', icone: HeartRegular },
  { familia: 'suprimentos', rotulo: 'Suprimentos', icone: BoxRegular },
  { familia: 'atendimento', rotulo: 'Atendimento', icone: PersonSupportRegular },
  { familia: 'comunicados', rotulo: 'Comunicados', icone: MegaphoneRegular },
  { familia: 'cebas', rotulo: 'CEBAS', icone: HatGraduationRegular },
  { familia: 'portaltransparencia', rotulo: 'Portal da Transparência', icone: GlobeRegular },
  { familia: 'mensagens', rotulo: 'Mensagens', icone: MailRegular },
  { familia: 'configuracoes', rotulo: 'Configurações', icone: SettingsRegular },
];

const POR_NOME: ReadonlyMap<string, FamiliaDoMenu> = new Map(FAMILIAS_DO_MENU.map((f) => [f.familia, f]));

/** A family of the path's first segment; one the list does not know still gets an entry. */
export function familiaDoMenu(familia: string): FamiliaDoMenu {
  return POR_NOME.get(familia) ?? { familia, rotulo: familia.charAt(0).toUpperCase() + familia.slice(1), icone: AppsRegular };
}

export const familiaDoCaminho = (path: string): string => path.split('/')[1] ?? '';

import type { ClasseDaLeitura, ResultadoDoItem } from '../../../../shared/patrimonio/inventario.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';

// How the count page names a read and a closing result, with the badge colour of each.

type Cor = 'success' | 'warning' | 'danger';

export const rotuloDaLeitura = (t: typeof Traduzir, classe: ClasseDaLeitura): { texto: string; cor: Cor } =>
  ({
    AQUI: { texto: t('Encontrado aqui'), cor: 'success' as const },
    OUTRO_LOCAL: { texto: t('De outro local'), cor: 'warning' as const },
    DESCONHECIDO: { texto: t('Desconhecido'), cor: 'danger' as const },
  })[classe];

export const rotuloDoResultado = (t: typeof Traduzir, resultado: ResultadoDoItem): { texto: string; cor: Cor } =>
  ({
    ENCONTRADO: { texto: t('Encontrado'), cor: 'success' as const },
    FALTANTE: { texto: t('Faltante'), cor: 'danger' as const },
    OUTRO_LOCAL: { texto: t('De outro local'), cor: 'warning' as const },
    DESCONHECIDO: { texto: t('Desconhecido'), cor: 'warning' as const },
  })[resultado];

/** Where an asset read at another location is registered. */
export const ondeRegistrado = (t: typeof Traduzir, local: string | null): string => (local === null ? t('Sem local registrado') : t('Registrado em {local}', { local }));

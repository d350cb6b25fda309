import { Link } from '@fluentui/react-components';
import type { ColunaDaTabela } from '../../components/table/index.ts';
import { t } from '../../i18n/traducao.ts';
import type { RegistroDaLista } from './tipos.ts';

// The Unidade column of a list of every unit. A record of another unit opens only after the
// session switches to its unit (its references, accounts and actions are that unit's): its cell
// is the keyboard's way to ask for that, as a click on its row is the mouse's.

export interface UnidadeDoRegistro {
  id: number;
  nome: string;
}

export function unidadeDoRegistro(registro: RegistroDaLista): UnidadeDoRegistro | null {
  const unidade = registro['unidade'];
  return typeof unidade === 'object' && unidade !== null && 'id' in unidade && 'nome' in unidade ? (unidade as UnidadeDoRegistro) : null;
}

export function colunaDaUnidade(deOutraUnidade: (registro: RegistroDaLista) => boolean, abrir: (registro: RegistroDaLista) => void): ColunaDaTabela<RegistroDaLista> {
  return {
    id: 'unidade',
    titulo: t('Unidade'),
    valor: (registro) => unidadeDoRegistro(registro)?.nome ?? '',
    celula: (registro) => {
      const nome = unidadeDoRegistro(registro)?.nome ?? '';
      if (!deOutraUnidade(registro)) return nome;
      return (
        <Link as="button" aria-label={t('Trocar para a unidade {unidade} e abrir', { unidade: nome })} onClick={() => abrir(registro)}>
          {nome}
        </Link>
      );
    },
    largura: 140,
    ordenavel: false,
  };
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errosDoAviso, type AlcanceDoAviso, type PedidoDeAviso } from '../../../shared/api/avisos.ts';
import type { UsuarioDaMensagem } from '../../../shared/api/mensagens.ts';
import { formatModel } from '../../../shared/format/index.ts';
import { fieldErrorMap, fieldErrorsOf } from '../../api/ApiError.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { ehChaveDosAvisos, publicarAviso } from './api.ts';

export interface ValoresDoAviso {
  titulo: string;
  texto: string;
  alcance: AlcanceDoAviso;
  unidades: number[];
  usuarios: UsuarioDaMensagem[];
  /** Model value (YYYY-MM-DDT00:00:00) of the last day, or null. */
  expiraEm: string | null;
}

const VAZIO: ValoresDoAviso = { titulo: '', texto: '', alcance: 'TODOS', unidades: [], usuarios: [], expiraEm: null };

const pedidoDe = (v: ValoresDoAviso): PedidoDeAviso => ({
  titulo: v.titulo,
  texto: v.texto,
  alcance: v.alcance,
  ...(v.alcance === 'UNIDADES' ? { unidades: v.unidades } : {}),
  ...(v.alcance === 'USUARIOS' ? { usuarios: v.usuarios.map((u) => u.id) } : {}),
  expiraEm: v.expiraEm === null ? null : v.expiraEm.slice(0, 10),
});

/** The publish form: the shared rules first, the server's errors on the fields after; on success, its receipts page. */
export function useFormularioDoAviso() {
  const [valores, setValores] = useState(VAZIO);
  const [erros, setErros] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  const mudar = <K extends keyof ValoresDoAviso>(campo: K, valor: ValoresDoAviso[K]) => {
    setValores((antes) => ({ ...antes, [campo]: valor }));
    setErros(({ [campo]: _, ...resto }) => resto);
  };

  async function publicar() {
    const pedido = pedidoDe(valores);
    const locais = fieldErrorMap(errosDoAviso(pedido, formatModel(new Date()).slice(0, 10)));
    setErros(locais);
    if (Object.keys(locais).length > 0) return;
    try {
      const { id } = await publicarAviso(pedido);
      void mutate(ehChaveDosAvisos);
      navigate(pathFor('avisos.leituras', { id }), { replace: true });
    } catch (erro) {
      setErros(fieldErrorsOf(erro));
      ignoreShownError(erro);
    }
  }

  return { valores, erros, mudar, publicar };
}

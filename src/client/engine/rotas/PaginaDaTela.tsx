import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PaginaComPermissao } from '../../components/permissions/PaginaComPermissao.tsx';
import { useTraduzir } from '../../i18n/traducao.ts';
import { TelaFormulario } from '../formulario/TelaFormulario.tsx';
import { TelaLista } from '../lista/TelaLista.tsx';
import type { RotaDaTela } from './catalogo.ts';

/**
 * What an engine route shows: the screen's list, or its form for a new or an existing record;
 * to who lacks the screen's visualizar tag, the permission message.
 */
export function PaginaDaTela({ rota, emAba = false }: { rota: RotaDaTela; emAba?: boolean }) {
  const { id } = useParams();
  const { titulo, name, tags } = rota.tela;
  const traduzir = useTraduzir();
  useEffect(() => {
    document.title = `${traduzir(titulo)} - Alicerce`;
  }, [titulo, traduzir]);

  return (
    <PaginaComPermissao tags={[tags.visualizar]}>
      {rota.modo === 'lista' ? (
        <TelaLista key={name} name={name} emAba={emAba} />
      ) : (
        // A key per record: going from one record to another starts a fresh form.
        <TelaFormulario key={`${name}:${id ?? ''}`} name={name} id={rota.modo === 'editar' ? id : undefined} />
      )}
    </PaginaComPermissao>
  );
}

import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTraduzir } from '../../i18n/traducao.ts';
import { TelaFormulario } from '../formulario/TelaFormulario.tsx';
import { TelaLista } from '../lista/TelaLista.tsx';
import type { RotaDaTela } from './catalogo.ts';

/** What an engine route shows: the screen's list, or its form for a new or an existing record. */
export function PaginaDaTela({ rota, emAba = false }: { rota: RotaDaTela; emAba?: boolean }) {
  const { id } = useParams();
  const { titulo, name } = rota.tela;
  const traduzir = useTraduzir();
  useEffect(() => {
    document.title = `${traduzir(titulo)} - Alicerce`;
  }, [titulo, traduzir]);

  if (rota.modo === 'lista') return <TelaLista key={name} name={name} emAba={emAba} />;
  // A key per record: going from one record to another starts a fresh form.
  return <TelaFormulario key={`${name}:${id ?? ''}`} name={name} id={rota.modo === 'editar' ? id : undefined} />;
}

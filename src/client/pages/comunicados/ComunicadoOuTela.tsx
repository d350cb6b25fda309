import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { pathFor } from '../../app/routes/pathFor.ts';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useTelasDoCatalogo } from '../../engine/dados/useTelasDoCatalogo.ts';
import { rotasDaTela } from '../../engine/rotas/catalogo.ts';
import { PaginaDaTela } from '../../engine/rotas/PaginaDaTela.tsx';
import { ComunicadoPage } from './ComunicadoPage.tsx';

/** The engine's screen whose path is this one (/comunicados/novo, /comunicados/gestao). */
function TelaDoMotorNoCaminho() {
  const { pathname } = useLocation();
  const { data: telas, error } = useTelasDoCatalogo();
  // The screen mounts after this route's page has set its document title, so the screen's own wins.
  const [montada, setMontada] = useState(false);
  useEffect(() => setMontada(true), []);
  if (error) return <Navigate to={pathFor('comunicados')} replace />;
  if (!telas || !montada) return <Carregando />;
  const rota = telas.flatMap(rotasDaTela).find((r) => r.path === pathname);
  return rota ? <PaginaDaTela rota={rota} /> : <Navigate to={pathFor('comunicados')} replace />;
}

/**
 * /comunicados/{id} is the reader's page, and the writing screens of the engine at
 * /comunicados/novo and /comunicados/gestao have its shape: a route of the table outranks the
 * engine's catch-all, so a path whose id is no number is handed to the engine's screen of that path.
 */
export function ComunicadoOuTela() {
  const { id = '' } = useParams();
  return /^\d+$/.test(id) ? <ComunicadoPage /> : <TelaDoMotorNoCaminho />;
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { enderecoDaAcao } from '../../../shared/engine/endereco-da-acao.ts';
import type { AcaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { caminhoNaTabela } from '../../app/routes/pathFor.ts';
import { useTelasDoCatalogo } from '../dados/useTelasDoCatalogo.ts';
import { rotasDaTela } from '../rotas/catalogo.ts';

// An action that opens a page (abrir): its route by name, in the client's route table or among
// the catalogue's screens, with its parameters from the record it is on. No call to the server.

/** Opens the action's page; false when it cannot (no such route yet, or the record lacks a value the path needs). */
export function useAbrirPagina(): (acao: AcaoResolvida, registro: unknown) => boolean {
  const navigate = useNavigate();
  const { data: telas } = useTelasDoCatalogo();
  return useCallback(
    (acao, registro) => {
      const { abrir } = acao;
      if (abrir === null) return false;
      const padrao = caminhoNaTabela(abrir.rota) ?? (telas ?? []).flatMap(rotasDaTela).find((rota) => rota.name === abrir.rota)?.path;
      const endereco = padrao === undefined ? null : enderecoDaAcao(padrao, abrir, registro);
      if (endereco !== null) navigate(endereco);
      return endereco !== null;
    },
    [navigate, telas],
  );
}

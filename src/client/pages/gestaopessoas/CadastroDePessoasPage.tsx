import { useCallback, useEffect, useMemo, useState } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { errosDoFiltroDePessoas } from '../../../shared/api/pessoas.ts';
import { quandoOcioso } from '../../app/lazy/quandoOcioso.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { useNomeDaRota } from '../../app/routes/useNomeDaRota.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { lembrarBusca } from '../../engine/lista/ultimaBusca.ts';
import { useT } from '../../i18n/traducao.ts';
import { BarraDoCadastro } from './barra/BarraDoCadastro.tsx';
import { MenuDoCadastro } from './barra/MenuDoCadastro.tsx';
import { useBuscaDoCadastro } from './busca/useBuscaDoCadastro.ts';
import { CadastroContext, type ContextoDoCadastro } from './CadastroContext.ts';
import { corpoDoFiltro } from './dados/corpo.ts';
import { useRodada } from './dados/rodada.ts';
import { rppPorLargura } from './dados/rpp.ts';
import { PainelDeFiltros } from './filtro/PainelDeFiltros.tsx';
import { modoDaRota, type ModoDoCadastro } from './modo.ts';
import { precarregarVistaMapa, VistaDoCadastro } from './VistaDoCadastro.tsx';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** The people register, or the supplier register when the route is one of financeiro.fornecedor. */
export function CadastroDePessoasPage() {
  const modo = modoDaRota(useNomeDaRota());
  // The two modes share nothing of their state.
  return <Cadastro key={modo.fornecedor ? 'fornecedores' : 'pessoas'} modo={modo} />;
}

function Cadastro({ modo }: { modo: ModoDoCadastro }) {
  const estilos = useEstilos();
  const t = useT();
  const { pode } = usePermissao();
  const { busca, mudarBusca } = useBuscaDoCadastro();
  const { search, key: navegacao } = useLocation();
  // Every search the user asks for is a navigation, and runs anew (the same search too; section 4:
  // switching the view). Read in the same render as the new URL: a separate update would first
  // remount the old view, which would fetch the old search again.
  const rodada = useRodada(navegacao);
  // The map's code loads while the register is idle: choosing Mapa then waits for its data alone.
  useEffect(() => quandoOcioso(precarregarVistaMapa), []);
  // The engine's form goes back to the list with the search the user left it with.
  useEffect(() => lembrarBusca(modo.tela, search), [modo.tela, search]);
  const [rpp] = useState(() => rppPorLargura(window.innerWidth));
  const caminhoDaEdicao = useCallback((id: number) => pathFor(modo.rotas.editar, { id }), [modo]);
  const caminhoDoNovo = pode([modo.tags.editar]) ? pathFor(modo.rotas.novo) : null;
  // Supplier mode has no import (the specification's route table).
  const caminhoDaImportacao = modo.rotas.importacao === null ? null : pathFor(modo.rotas.importacao);

  const { q, filtro, vista } = busca;
  const corpo = useMemo(() => corpoDoFiltro(q, filtro, modo.fornecedor), [q, filtro, modo.fornecedor]);
  // A filter from a bookmark is judged as the server judges it: one that is wrong shows its errors and searches nothing.
  const erros = useMemo(() => errosDoFiltroDePessoas(corpo), [corpo]);
  const contexto = useMemo<ContextoDoCadastro>(() => ({ modo, corpo, rpp, rodada, caminhoDaEdicao }), [modo, corpo, rpp, rodada, caminhoDaEdicao]);

  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{modo.titulo(t)}</Title2>
      <BarraDoCadastro
        q={q}
        vista={vista}
        onPesquisar={(texto) => mudarBusca({ q: texto })}
        onMudarVista={(nova) => mudarBusca({ vista: nova })}
        caminhoDoNovo={caminhoDoNovo}
        menu={modo.fornecedor ? undefined : <MenuDoCadastro modo={modo} corpo={corpo} caminhoDaImportacao={caminhoDaImportacao} />}
      />
      <PainelDeFiltros filtro={filtro} erros={erros} onAplicar={(valores) => mudarBusca({ filtro: valores })} />
      {erros.length === 0 && (
        <CadastroContext.Provider value={contexto}>
          {/* A new search starts the view anew: no selection or scroll kept from the last one. */}
          <VistaDoCadastro key={rodada} vista={vista} />
        </CadastroContext.Provider>
      )}
    </div>
  );
}

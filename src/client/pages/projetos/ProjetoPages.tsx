import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { TelaConfiguracao, TelaFormulario, TelaLista } from '../../engine/index.ts';
import { CONFIGURACAO_CAMPOS_URL } from '../../engine/dados/contrato.ts';
import { ExecucaoDoProjeto } from './ExecucaoDoProjeto.tsx';

// The project form is the engine's (screens/projetos/projetos.json); its page adds, below an
// existing project's form, the financial execution. The settings of its optional sections are the
// engine's settings form over the module's calls (schemas/subsecaoProjeto.json), and a change
// reloads the forms' configuration so the project form shows it at once.

export const TELA_DE_PROJETOS = 'projetos';
export const TELA_DAS_SUBSECOES = 'projetos.configuracoes.subsecoes';

export const ProjetosPage = () => <TelaLista name={TELA_DE_PROJETOS} />;
export const NovoProjetoPage = () => <TelaFormulario name={TELA_DE_PROJETOS} />;

export function ProjetoPage() {
  const { id } = useParams();
  return <TelaFormulario key={id} name={TELA_DE_PROJETOS} id={id} depois={id === undefined ? null : <ExecucaoDoProjeto id={id} />} />;
}

export function SubsecoesDoProjetoPage() {
  const { mutate } = useSWRConfig();
  return <TelaConfiguracao name={TELA_DAS_SUBSECOES} onAlterados={() => mutate(CONFIGURACAO_CAMPOS_URL)} />;
}

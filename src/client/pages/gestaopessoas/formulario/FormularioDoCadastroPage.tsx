import { useParams } from 'react-router-dom';
import { TelaFormulario } from '../../../engine/index.ts';
import { MODO_FORNECEDORES, MODO_PESSOAS } from '../modo.ts';
import { MenuLgpd } from './MenuLgpd.tsx';

// The person and supplier forms are the engine's, from the descriptors gestaopessoas.pessoa and
// financeiro.fornecedor (their headings, initial values and fields). Their module's screens are
// not in the engine's catalogue (the server leaves x-modulo screens out of GET /api/telas), so
// the route table names their routes and renders the engine's form here.

function Novo({ tela }: { tela: string }) {
  return <TelaFormulario name={tela} />;
}

function Edicao({ tela, lgpd = false }: { tela: string; lgpd?: boolean }) {
  const { id } = useParams();
  // A key per record: going from one record to another starts a fresh form. The data
  // subject's menu sits with the form's actions.
  return <TelaFormulario key={id} name={tela} id={id} acoes={lgpd && id !== undefined ? <MenuLgpd id={id} /> : undefined} />;
}

export const NovaPessoaPage = () => <Novo tela={MODO_PESSOAS.tela} />;
export const EdicaoDePessoaPage = () => <Edicao tela={MODO_PESSOAS.tela} lgpd />;
export const NovoFornecedorPage = () => <Novo tela={MODO_FORNECEDORES.tela} />;
export const EdicaoDeFornecedorPage = () => <Edicao tela={MODO_FORNECEDORES.tela} />;

import { registrarGanchos } from '../resources/ganchos.ts';
import { registrarGanchosDaAprovacao } from './aprovacaofinanceira/ganchos.ts';
import { registrarGanchosDaContabilidade } from './financeiro/contabilidade/ganchos.ts';
import { registrarGanchosDoFinanceiro } from './financeiro/ganchos.ts';
import { registrarGanchosDosProjetos } from './projetos/ganchos.ts';
import { GANCHOS_DE_USUARIOS } from './usuarios/acoes.ts';
import { registrarGanchosDosEmprestimos } from './aprovacaofinanceira/emprestimos/ganchos.ts';
import { registrarGanchosDoPatrimonio } from './patrimonio/ganchos.ts';
import { registrarGanchosDosSuprimentos } from './suprimentos/ganchos.ts';
import { registrarGanchosDoAtendimento } from './atendimento/ganchos.ts';
import { registrarGanchosDosComunicados } from './comunicados/ganchos.ts';
import { registrarGanchosDoPortalDaTransparencia } from './portaltransparencia/ganchos.ts';
import { registrarGanchosDasDoacoes } from './doacao/registrar.ts';
import { registrarGanchosDaMobilizacao } from './mobilizacao/ganchos.ts';

// Every module's hooks on the generic resource (resources/ganchos.ts), by model: registered at
// start, before the engine installs its routes, and by check:screens, which then checks that each
// declared action has someone to run it.

export function registrarGanchosDosModulos(): void {
  registrarGanchos('usuario', GANCHOS_DE_USUARIOS);
  registrarGanchosDoFinanceiro();
  registrarGanchosDaContabilidade();
  registrarGanchosDosEmprestimos();
  registrarGanchosDaAprovacao();
  registrarGanchosDosProjetos();
  registrarGanchosDoPatrimonio();
  registrarGanchosDosSuprimentos();
  registrarGanchosDoAtendimento();
  registrarGanchosDosComunicados();
  registrarGanchosDoPortalDaTransparencia();
  registrarGanchosDasDoacoes();
  registrarGanchosDaMobilizacao();
}

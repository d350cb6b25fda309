import { MENSAGEM_CHAVE_DESCONHECIDA, MENSAGEM_I18N_RESTAURADA, MENSAGEM_I18N_SALVA } from '../api/i18n.ts';
import { MENSAGENS_DA_RESOLUCAO } from '../api/concessionarias.ts';
import { MENSAGENS_DA_IMPORTACAO } from '../api/importacao.ts';
import { ROTULOS_DO_ALCANCE, TEXTOS_DO_AVISO } from '../api/avisos.ts';
import { TEXTOS_DA_MENSAGEM } from '../api/mensagens.ts';
import { MENSAGEM_LOGO_SALVO, MENSAGEM_PADRAO_RESTAURADO, MENSAGEM_PARAMETROS_SALVOS } from '../api/parametros.ts';
import { MENSAGENS_DO_EMAIL } from '../api/parametrosEmail.ts';
import { NOMES_DOS_FERIADOS } from '../calendario/feriados.ts';
import { MENSAGENS_DA_CONTABILIDADE } from '../contabilidade/mensagens.ts';
import { MENSAGENS_DO_FECHAMENTO } from '../contabilidade/fechamento.ts';
import { MENSAGENS_DO_FINANCEIRO } from '../financeiro/mensagens.ts';
import { ROTULOS_DOS_MOVIMENTOS } from '../financeiro/rotuloDoMovimento.ts';
import { MENSAGENS_DO_OFX } from '../financeiro/ofx/mensagens.ts';
import { MENSAGENS_DOS_EMPRESTIMOS } from '../emprestimos/mensagens.ts';
import { MENSAGENS_DO_PATRIMONIO } from '../patrimonio/mensagens.ts';
import { MENSAGENS_DOS_AJUSTES } from '../engine/ajustes.ts';
import { MENSAGENS_DA_POSICAO } from '../geo/posicao.ts';
import { TEXTOS_DAS_ACOES_PADRAO } from '../engine/resolver-acoes.ts';
import { MENSAGEM_CAMPO_BLOQUEADO } from '../engine/somente-leitura.ts';
import { ROTULO_DA_CONTAGEM } from '../engine/padroes.ts';
import { MENSAGENS } from '../messages.ts';
import { MENSAGENS_DO_ORCAMENTO } from '../orcamento/mensagens.ts';
import { MENSAGENS_DO_PLANO } from '../orcamento/mensagens-do-plano.ts';
import { MENSAGENS_DA_APROVACAO } from '../aprovacao/mensagens.ts';
import { MENSAGENS_DOS_TILES } from '../parametros/tiles.ts';
import { MENSAGENS_DOS_PROJETOS } from '../projetos/mensagens.ts';
import { MODELOS_SENHA } from '../senha.ts';
import { MENSAGENS_DOS_SUPRIMENTOS } from '../suprimentos/mensagens.ts';
import { MENSAGENS_DO_CEBAS } from '../cebas/mensagens.ts';
import { ROTULOS_DAS_CONTAGENS, TEXTOS_DAS_CALCULADORAS } from '../cebas/textos.ts';
import { MENSAGENS_DO_ATENDIMENTO } from '../atendimento/mensagens.ts';
import { MENSAGENS_DAS_DOACOES } from '../doacao/mensagens.ts';
import { MENSAGENS_DA_MOBILIZACAO } from '../mobilizacao/mensagens.ts';
import { TEXTOS_DO_ENVIO_DOS_BOLETOS } from '../mobilizacao/boleto/email.ts';
import { MENSAGEM_MUITOS_PEDIDOS_PUBLICOS, MENSAGEM_PORTAL_FORA_DO_AR } from '../portais/mensagens.ts';
import { CATALOGO_DE_TAGS } from '../permissions/catalogue.ts';
import { MENSAGENS_VALIDACAO, MODELOS_VALIDACAO } from '../validation/messages.ts';

/**
 * The texts the interface shows that live in data rather than in a `t('...')` call: the fixed
 * messages, the validation messages, the tag catalogue and the messages of the shared rules and
 * replies the screens show (the parameters' labels and help are their model's, schemas/). Each is a key of the catalogue.
 */
export function textosDosDados(): string[] {
  return [
    ...Object.values(MENSAGENS),
    ...Object.values(MENSAGENS_VALIDACAO),
    ...Object.values(MODELOS_VALIDACAO),
    ...CATALOGO_DE_TAGS.flatMap((t) => [t.modulo, t.descricao]),
    MENSAGEM_I18N_SALVA,
    MENSAGEM_I18N_RESTAURADA,
    MENSAGEM_CHAVE_DESCONHECIDA,
    MENSAGEM_PARAMETROS_SALVOS,
    MENSAGEM_PADRAO_RESTAURADO,
    MENSAGEM_LOGO_SALVO,
    MENSAGEM_MUITOS_PEDIDOS_PUBLICOS,
    MENSAGEM_PORTAL_FORA_DO_AR,
    // The test e-mail's subject and body are the e-mail's content, not the interface's.
    ...Object.entries(MENSAGENS_DO_EMAIL).flatMap(([nome, texto]) => (nome === 'assuntoDoTeste' || nome === 'corpoDoTeste' ? [] : [texto])),
    ...Object.values(TEXTOS_DA_MENSAGEM),
    ...Object.values(ROTULOS_DO_ALCANCE),
    ...Object.values(TEXTOS_DO_AVISO),
    ...Object.values(MENSAGENS_DOS_TILES),
    ...Object.values(MENSAGENS_DA_APROVACAO),
    ...Object.values(MODELOS_SENHA),
    ...Object.values(MENSAGENS_DA_POSICAO),
    // The engine's own action (desativar on the selection) and the state rules' refusal.
    ...Object.values(TEXTOS_DAS_ACOES_PADRAO),
    MENSAGEM_CAMPO_BLOQUEADO,
    ROTULO_DA_CONTAGEM,
    ...Object.values(MENSAGENS_DO_FINANCEIRO),
    ...Object.values(ROTULOS_DOS_MOVIMENTOS),
    ...Object.values(MENSAGENS_DO_OFX),
    ...Object.values(MENSAGENS_DA_CONTABILIDADE),
    ...Object.values(NOMES_DOS_FERIADOS),
    ...Object.values(MENSAGENS_DA_IMPORTACAO),
    ...Object.values(MENSAGENS_DOS_AJUSTES),
    ...Object.values(MENSAGENS_DO_ORCAMENTO),
    ...Object.values(MENSAGENS_DO_FECHAMENTO),
    ...Object.values(MENSAGENS_DO_PLANO),
    ...Object.values(MENSAGENS_DOS_EMPRESTIMOS),
    ...Object.values(MENSAGENS_DO_PATRIMONIO),
    ...Object.values(MENSAGENS_DO_ATENDIMENTO),
    ...Object.values(MENSAGENS_DOS_PROJETOS),
    ...Object.values(MENSAGENS_DOS_SUPRIMENTOS),
    ...Object.values(MENSAGENS_DO_CEBAS),
    ...Object.values(ROTULOS_DAS_CONTAGENS),
    ...Object.values(TEXTOS_DAS_CALCULADORAS).flatMap((c) => [c.titulo, c.regra]),
    ...Object.values(MENSAGENS_DAS_DOACOES),
    ...Object.values(MENSAGENS_DA_RESOLUCAO),
    ...Object.values(MENSAGENS_DA_MOBILIZACAO),
    ...Object.values(TEXTOS_DO_ENVIO_DOS_BOLETOS),
  ];
}

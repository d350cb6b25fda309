import type { FieldError } from '../../../shared/api/contract.ts';
import { conferirContaDoDebito } from '../../../shared/mobilizacao/contaDoDebito.ts';
import { conferirFormaDeCobranca, type LayoutDoArquivo, type TipoDeCobranca } from '../../../shared/mobilizacao/formaCobranca.ts';
import { registrarGanchos, type GanchosDoModelo } from '../../resources/ganchos.ts';
import type { Registro } from '../../resources/registro.ts';
import { GANCHOS_DA_COLABORACAO } from '../doacao/ganchos.ts';
import { texto, umDe } from '../financeiro/valores.ts';
import { GANCHOS_DA_CONCESSIONARIA, GANCHOS_DO_CONSENTIMENTO } from './concessionarias/ganchos.ts';
import { reajustar } from './reajuste.ts';
import { pedirBoleto } from './cobranca/boleto.ts';
import { pedirEmailDosBoletos } from './cobranca/email.ts';
import { pedirArquivo, pedirRemessa } from './remessa/tarefas.ts';
import { errosDaCategoriaDasTarifas } from './tarifas/validar.ts';

// The fundraising hooks on the generic resource: a collection method complete for its kind (its
// fees' category an analytic expense one), and
// the colaboração seen by fundraising (colaboracaoMobilizacao, the donations' table through a
// view) with the donations' own rule, the donor's account for débito automático and the yearly
// adjustment.

const TIPOS: readonly TipoDeCobranca[] = ['boleto', 'debito_automatico', 'concessionaria', 'pix', 'cartao'];
const LAYOUTS: readonly LayoutDoArquivo[] = ['CNAB240', 'CNAB400', 'FEBRABAN150'];

const GANCHOS_DA_FORMA: GanchosDoModelo = {
  async validar(ctx, r: Registro): Promise<FieldError[]> {
    const forma = conferirFormaDeCobranca({
      tipo: umDe(r['tipo'], TIPOS) ?? 'pix',
      codigo: texto(r['codigo']),
      banco: texto(r['banco']),
      agencia: texto(r['agencia']),
      agenciaDv: texto(r['agenciaDv']),
      conta: texto(r['conta']),
      contaDv: texto(r['contaDv']),
      convenio: texto(r['convenio']),
      layout: umDe(r['layout'], LAYOUTS),
    });
    return [...forma, ...(await errosDaCategoriaDasTarifas(ctx, r))];
  },
};

const GANCHOS_DA_COLABORACAO_DA_MOBILIZACAO: GanchosDoModelo = {
  ...GANCHOS_DA_COLABORACAO,
  async validar(ctx, r: Registro, antes): Promise<FieldError[]> {
    const daDoacao = (await GANCHOS_DA_COLABORACAO.validar?.(ctx, r, antes)) ?? [];
    const conta = conferirContaDoDebito({ forma: texto(r['forma']) ?? '', debitoAgencia: texto(r['debitoAgencia']), debitoConta: texto(r['debitoConta']) });
    return [...daDoacao, ...conta];
  },
  acoes: { reajustar },
};

export function registrarGanchosDaMobilizacao(): void {
  registrarGanchos('mobilizacaoFormaCobranca', GANCHOS_DA_FORMA);
  registrarGanchos('colaboracaoMobilizacao', GANCHOS_DA_COLABORACAO_DA_MOBILIZACAO);
  registrarGanchos('mobilizacaoConcessionaria', GANCHOS_DA_CONCESSIONARIA);
  registrarGanchos('mobilizacaoConsentimento', GANCHOS_DO_CONSENTIMENTO);
  registrarGanchos('mobilizacaoCobrancaEnvio', { acoes: { gerar: pedirRemessa, boleto: pedirBoleto, email: pedirEmailDosBoletos } });
  registrarGanchos('mobilizacaoRemessa', { acoes: { arquivo: pedirArquivo } });
}

import { definirFusoHorario } from '../../../shared/format/dayjs.ts';
import { politicaDeSenhaDos, type PoliticaDeSenha, type ValoresDosParametros } from '../../../shared/api/parametros.ts';
import type { LimitesDeSessao } from '../../auth/sessoes.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { ConfiguracaoSmtp } from '../../email.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { lerModeloDoModulo } from '../../resources/modelo-do-modulo.ts';
import type { AjustesLidos } from '../../resources/index.ts';
import { lerEmail, smtpEmVigor, type SmtpEmVigor } from './email/configuracao.ts';
import { lerInstantaneo, type Instantaneo } from './leitura.ts';

/**
 * How long a process trusts what it read. A write on this process invalidates at once; with
 * several processes (REDIS_URL, behind a load balancer) another process sees a change within
 * this time.
 */
export const VALIDADE_DO_CACHE_MS = 5_000;

/** The parameters in force, read where they are consumed (sessions, passwords, e-mail, CSP, lists). */
export interface ServicoDeParametros {
  /** schemas/parametro.json: the parameters' labels, rules and defaults. */
  modelo: Model;
  /** schemas/parametroEmail.json: the SMTP server's. */
  modeloDoEmail: Model;
  instantaneo(): Promise<Instantaneo>;
  valores(): Promise<ValoresDosParametros>;
  /** The last values read, without waiting (the CSP header, computed after `valores()` ran for the request). */
  ultimosValores(): ValoresDosParametros;
  limites(): Promise<LimitesDeSessao>;
  politicaDeSenha(): Promise<PoliticaDeSenha>;
  /** The e-mail settings in force, field by field (the parametroemail screen's). */
  email(): Promise<AjustesLidos>;
  smtp(): Promise<SmtpEmVigor>;
  /** The carteiro's server: the SMTP settings in force with the institution's name as the sender's. */
  configuracaoSmtp(): Promise<ConfiguracaoSmtp | null>;
  /** After a write: the next read goes to the database. */
  invalidar(): void;
}

export async function criarServicoDeParametros(db: Db, config: Config, agora: () => number = Date.now): Promise<ServicoDeParametros> {
  const [modelo, modeloDoEmail] = await Promise.all([lerModeloDoModulo('parametro'), lerModeloDoModulo('parametroEmail')]);
  // The time zone in force is the process's for every date computed (shared/format/dayjs.ts).
  const ler = async (): Promise<Instantaneo> => {
    const lido = await lerInstantaneo(db, config, modelo);
    definirFusoHorario(lido.valores.fusoHorario);
    return lido;
  };
  let atual: { lido: Instantaneo; em: number } = { lido: await ler(), em: agora() };
  let lendo: Promise<Instantaneo> | null = null;
  let geracao = 0;

  async function instantaneo(): Promise<Instantaneo> {
    if (agora() - atual.em < VALIDADE_DO_CACHE_MS) return atual.lido;
    // Concurrent requests share one read; a read that began before a write is neither shared nor kept.
    if (lendo) return lendo;
    const desta = geracao;
    const leitura = ler().then((lido) => {
      if (desta === geracao) atual = { lido, em: agora() };
      return lido;
    });
    lendo = leitura;
    void leitura.finally(() => {
      if (lendo === leitura) lendo = null;
    }).catch(() => undefined);
    return leitura;
  }

  const valores = async () => (await instantaneo()).valores;
  const email = async () => lerEmail(modeloDoEmail, (await instantaneo()).email, config.smtpUrl);
  const smtp = async () => smtpEmVigor(await email());

  return {
    modelo,
    modeloDoEmail,
    instantaneo,
    valores,
    ultimosValores: () => atual.lido.valores,
    async limites() {
      const v = await valores();
      return { idleMinutes: v.sessaoInativaMinutos, maxHours: v.sessaoMaximaHoras };
    },
    politicaDeSenha: async () => politicaDeSenhaDos(await valores()),
    email,
    smtp,
    async configuracaoSmtp() {
      const [{ smtp: emVigor }, v] = await Promise.all([smtp(), valores()]);
      return emVigor && { ...emVigor, nomeDoRemetente: v.nomeDaInstituicao };
    },
    invalidar() {
      geracao += 1;
      lendo = null;
      atual = { lido: atual.lido, em: Number.NEGATIVE_INFINITY };
    },
  };
}

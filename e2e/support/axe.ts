import axe from 'axe-core';

// axe-core as the sweep runs it: put in the page once per document, and without the rules that
// can only ever report a minor or moderate violation (the sweep keeps the serious and critical).

type Impacto = 'minor' | 'moderate' | 'serious' | 'critical';

interface RegraDoAxe {
  id: string;
  impact?: Impacto;
  any: (string | { id: string })[];
  all: (string | { id: string })[];
  none: (string | { id: string })[];
}

/** The part of axe-core's loaded audit read here: its rules and its checks' metadata. */
interface AuditoriaDoAxe {
  rules: RegraDoAxe[];
  data: { checks: Record<string, { impact?: Impacto } | undefined> };
}

const LEVES: readonly (Impacto | undefined)[] = ['minor', 'moderate'];

/**
 * The impacts a rule's violation can carry: the rule's own when it has one (axe then gives it to
 * every failed check), otherwise its checks' (a violation takes its worst failed check's).
 */
function impactosPossiveis(regra: RegraDoAxe, auditoria: AuditoriaDoAxe): (Impacto | undefined)[] {
  if (regra.impact) return [regra.impact];
  return [...regra.any, ...regra.all, ...regra.none].map((check) => auditoria.data.checks[typeof check === 'string' ? check : check.id]?.impact);
}

/** The rules whose violations can only be minor or moderate, by axe-core's own metadata. */
export function regrasSemGravidade(auditoria = (axe as unknown as { _audit: AuditoriaDoAxe })._audit): string[] {
  return auditoria.rules
    .filter((regra) => {
      const impactos = impactosPossiveis(regra, auditoria);
      return impactos.length > 0 && impactos.every((impacto) => LEVES.includes(impacto));
    })
    .map((regra) => regra.id);
}

export const FONTE_DO_AXE = axe.source;

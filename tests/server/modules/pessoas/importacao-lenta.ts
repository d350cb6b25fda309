import type { ContextoDaTarefa, TipoDeTarefa } from '../../../../src/server/jobs/tipos.ts';

// The import's job slowed down for the crash tests (test code): a pause after each step, so a
// process can be killed while the job is mid-way. The context keeps its live checkpoint (a getter).

export function lenta<P>(tipo: TipoDeTarefa<P>, pausaMs: number): TipoDeTarefa<P> {
  return {
    ...tipo,
    executar(ctx) {
      const comPausa: ContextoDaTarefa<P> = Object.create(ctx, {
        passo: {
          value: async (escrever: Parameters<ContextoDaTarefa<P>['passo']>[0]) => {
            await ctx.passo(escrever);
            await new Promise((r) => setTimeout(r, pausaMs));
          },
        },
      });
      return tipo.executar(comPausa);
    },
  };
}

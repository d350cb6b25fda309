// The hand-written pages a descriptor's action may open (`abrir`), by route name. The server's
// start-up check cannot read the client's route table (src/client/app/routes/familias/), so the
// pages an action opens are named here too; tests/server/resources/paginas-das-acoes.test.ts
// checks that each is a route of that table. A screen of the catalogue needs no line here.

export const PAGINAS_DAS_ACOES: ReadonlySet<string> = new Set(['patrimonio.inventario', 'doacao.doacoes.dashboard', 'mobilizacao.concessionarias.pagina']);

import type { ComponentType } from 'react';
import { PainelDeTarefas } from '../jobs/PainelDeTarefas.tsx';
import { BotaoDeAvisos } from '../pages/avisos/barra/BotaoDeAvisos.tsx';
import { BotaoDeComunicados } from '../pages/comunicados/barra/BotaoDeComunicados.tsx';
import { BotaoDeMensagens } from '../pages/mensagens/barra/BotaoDeMensagens.tsx';

/** What the families put in the shell's top bar, in order, before the unit and the user menus. */
export const ITENS_DA_BARRA: readonly ComponentType[] = [BotaoDeMensagens, BotaoDeAvisos, BotaoDeComunicados, PainelDeTarefas];

import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { MoreVerticalRegular } from '@fluentui/react-icons';
import { acaoDisponivel } from '../../../shared/engine/acoes.ts';
import type { AcaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import type { RegistroDaLista } from './tipos.ts';

interface MenuDeAcoesDaLinhaProps {
  registro: RegistroDaLista;
  nome: string;
  /** The row's declared actions the user may run; only those the record's state allows are listed. */
  acoes: readonly AcaoResolvida[];
  executar(acao: AcaoResolvida, registro: RegistroDaLista): void;
}

/** A row's declared actions (estornar, aprovar...) in a menu beside its edit and delete buttons. */
export function MenuDeAcoesDaLinha({ registro, nome, acoes, executar }: MenuDeAcoesDaLinhaProps) {
  const t = useT();
  const traduzir = useTraduzir();
  const disponiveis = acoes.filter((acao) => acaoDisponivel(acao, registro));
  if (disponiveis.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={t('Mais ações')} relationship="description">
          <Button appearance="subtle" icon={<MoreVerticalRegular />} aria-label={t('Mais ações de {nome}', { nome })} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {disponiveis.map((acao) => (
            <MenuItem key={acao.nome} onClick={() => executar(acao, registro)}>
              {traduzir(acao.rotulo)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

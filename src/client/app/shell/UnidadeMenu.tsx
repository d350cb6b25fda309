import { useSWRConfig } from 'swr';
import {
  Menu,
  MenuButton,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
} from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons';
import type { ContextContent } from '../../../shared/api/contract.ts';
import { post } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useT } from '../../i18n/traducao.ts';

const useStyles = makeStyles({
  nome: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '28vw' },
  unica: { display: 'inline-flex', alignItems: 'center', gap: '4px' },
});

/** The current unit; with more than one, a menu switches to another and reloads every datum. */
export function UnidadeMenu({ contexto }: { contexto: ContextContent }) {
  const styles = useStyles();
  const t = useT();
  const { mutate } = useSWRConfig();
  const { unidade, unidades } = contexto;
  if (!unidade) return null;

  if (unidades.length < 2) {
    return (
      <Text className={styles.unica} role="group" aria-label={t('Unidade atual: {unidade}', { unidade: unidade.nome })}>
        <BuildingRegular aria-hidden />
        <span className={styles.nome}>{unidade.nome}</span>
      </Text>
    );
  }

  async function trocar(unidadeId: number) {
    await post('/api/context/unidade', { unidadeId });
    await mutate(() => true);
  }

  return (
    <Menu
      checkedValues={{ unidade: [String(unidade.id)] }}
      onCheckedValueChange={(_, data) => {
        const escolhida = Number(data.checkedItems[0]);
        if (escolhida !== unidade.id) trocar(escolhida).catch(ignoreShownError);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="subtle"
          icon={<BuildingRegular />}
          aria-label={t('Unidade atual: {unidade}. Trocar unidade', { unidade: unidade.nome })}
        >
          <span className={styles.nome}>{unidade.nome}</span>
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {unidades.map((u) => (
            <MenuItemRadio key={u.id} name="unidade" value={String(u.id)}>
              {u.nome}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

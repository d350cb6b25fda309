import { useSWRConfig } from 'swr';
import {
  Button,
  Menu,
  MenuButton,
  MenuGroup,
  MenuGroupHeader,
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

interface UnidadeMenuProps {
  contexto: ContextContent;
  /** On a phone: a building button whose menu names the institution and the unit. */
  compacto: boolean;
}

/** The current unit; with more than one, a menu switches to another and reloads every datum. */
export function UnidadeMenu({ contexto, compacto }: UnidadeMenuProps) {
  const styles = useStyles();
  const t = useT();
  const { mutate } = useSWRConfig();
  const { unidade, unidades } = contexto;
  if (!unidade) return null;
  const podeTrocar = unidades.length > 1;

  if (!podeTrocar && !compacto) {
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

  const rotulo = podeTrocar
    ? t('Unidade atual: {unidade}. Trocar unidade', { unidade: unidade.nome })
    : t('Unidade atual: {unidade}', { unidade: unidade.nome });
  return (
    <Menu
      checkedValues={{ unidade: [String(unidade.id)] }}
      onCheckedValueChange={(_, data) => {
        const escolhida = Number(data.checkedItems[0]);
        if (escolhida !== unidade.id) trocar(escolhida).catch(ignoreShownError);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        {compacto ? (
          <Button appearance="subtle" icon={<BuildingRegular />} aria-label={rotulo} />
        ) : (
          <MenuButton appearance="subtle" icon={<BuildingRegular />} aria-label={rotulo}>
            <span className={styles.nome}>{unidade.nome}</span>
          </MenuButton>
        )}
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {/* The institution names the units' group: on a phone the top bar has no room for it. */}
          <MenuGroup>
            <MenuGroupHeader>{contexto.database.nome}</MenuGroupHeader>
            {unidades.map((u) => (
              <MenuItemRadio key={u.id} name="unidade" value={String(u.id)}>
                {u.nome}
              </MenuItemRadio>
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

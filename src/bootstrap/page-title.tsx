/**
 * react-admin's page title without its preferences editor (issue 18's JavaScript budget). react-admin's `<Title>`
 * renders `PageTitleConfigurable`: the title wrapped for its inspector, whose editor is a filled TextField. That
 * editor brought MUI's whole text-field family (TextField, Select, the three inputs, labels) into every route's
 * first load, though the console never turns the inspector on (it has no customise button), so no title preference
 * can be stored or shown. vite.config.ts resolves `Title`'s import of it here: the same title in the same wrapper
 * (the inspector's inline-block span, so the top bar lays it out as before).
 */
import type { ComponentProps } from 'react';
import { PageTitle } from '../../node_modules/ra-ui-materialui/dist/layout/PageTitle.js';

type PageTitleProps = ComponentProps<typeof PageTitle> & { preferenceKey?: string | false };

const wrapper = { position: 'relative', display: 'inline-block' } as const;

export function PageTitleConfigurable({ preferenceKey: _inspectorKey, ...props }: PageTitleProps) {
  return (
    <span className="RaConfigurable-root" style={wrapper}>
      <PageTitle {...props} />
    </span>
  );
}

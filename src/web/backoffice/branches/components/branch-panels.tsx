import './capacity.css';
import type { EntityPanelProps } from '../../entities/entity-panel-props.js';
import { BoardKeysPanel } from './board-keys-panel.js';
import { CapacityPanel } from './capacity-panel.js';

/** Below a branch's form: its kitchen capacity, then the keys of its boards. */
export function BranchPanels(props: EntityPanelProps) {
  return (
    <>
      <CapacityPanel {...props} />
      <BoardKeysPanel {...props} />
    </>
  );
}

import type { ApiHandler } from 'shared-ui/testing';

/** GET /mesa for Palermo's table 4, the table the checkout's tests seat their orders at: the branch has it. */
export const TABLE_FOUR: Record<string, ApiHandler> = {
  'GET /api/mesa/suc-palermo/mesa-4': () => ({
    body: {
      data: {
        _id: 'mesa-4',
        mesa: '4',
        idLocal: 'suc-palermo',
        storeId: 'store-palermo',
        idMarca: 'marca-sabores',
        nameLocal: 'Sabores del Sur Palermo',
      },
    },
  }),
};

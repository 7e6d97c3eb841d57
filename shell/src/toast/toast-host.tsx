/** The one toast container of the page (SPEC §9): bottom-center, 4000 ms, at most 20 at once, announced politely. */
import { ToastContainer } from 'react-toastify';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_POSITION } from 'shared-contracts';

export function ToastHost() {
  return (
    <ToastContainer
      position={TOAST_POSITION}
      autoClose={TOAST_DURATION_MS}
      limit={TOAST_LIMIT}
      newestOnTop={false}
      closeOnClick={false}
      pauseOnFocusLoss
      pauseOnHover
      draggable={false}
      theme="colored"
    />
  );
}

/** A user's round picture, or the first letter of their name until they have one. */
export function UserAvatar({ src, name, className = 'h-20 w-20 text-3xl' }: { src: string | null | undefined; name: string; className?: string }) {
  return (
    <span className={`block shrink-0 overflow-hidden rounded-full bg-brand-100 ring-4 ring-white shadow-md ${className}`}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- avatars are our own media or a provider's picture
        <img src={src} alt="" className="h-full w-full object-cover" />
      ) : (
        <span aria-hidden className="grid h-full w-full place-items-center font-black text-brand-700">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
    </span>
  );
}

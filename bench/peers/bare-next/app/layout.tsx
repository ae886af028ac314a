export const metadata = { title: 'Bare Next.js', description: 'The pages benchmark’s peer: a bare Next.js page.' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

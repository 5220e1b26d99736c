export default function Page() {
  return (
    <main>
      <h1>sign-up</h1>
    </main>
  );
}

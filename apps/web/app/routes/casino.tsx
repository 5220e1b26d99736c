export default function Page() {
  return (
    <main>
      <h1>casino</h1>
    </main>
  );
}

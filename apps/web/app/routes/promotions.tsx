export default function Page() {
  return (
    <main>
      <h1>promotions</h1>
    </main>
  );
}

export default function Page() {
  return (
    <main>
      <h1>profile-history</h1>
    </main>
  );
}

export default function Page() {
  return (
    <main>
      <h1>profile-verification</h1>
    </main>
  );
}

package libwwwperl5

import (
	"fmt"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

// TestDataAsString: what URI::URL::data's as_string (lib/URI/URL/data.pm,
// libwww-perl 5.14) writes where the result holds a "\n" or a control
// byte, which testdata/resolve.txt cannot hold (the CLI's traces, made
// from it, print one result a line).
func TestDataAsString(t *testing.T) {
	ff := func(n int) string { return strings.Repeat("%FF", n) }
	for _, c := range []struct{ ref, want, source string }{
		// :138 "if (length($base64) + 7 < length($urlenc))": 5 bytes give
		// 15 against 8+1+7; 6 give 18 against 8+1+7.
		{"data:," + ff(5), "data:," + ff(5), "data.pm:138-142"},
		{"data:," + ff(6), "data:;base64,////////\n", "data.pm:138-139"},
		{"data:," + ff(12), "data:;base64,////////////////\n", "data.pm:138-139"},
		// MIME::Base64::encode ends each line of 76 characters with "\n".
		{"data:," + ff(60), "data:;base64," + strings.Repeat("/", 76) + "\n////\n", "data.pm:137"},
		// :57 unescapes what follows ";base64,"; :134 writes it as it is.
		{"data:;base64,%00%0Ax", "data:;base64,\x00\nx", "data.pm:51-57, :134"},
	} {
		got, err := dialect.ResolveString(Default, "http://a/b/c/d;p?q#f", c.ref)
		require.NoError(t, err)
		assert.Equal(t, c.want, got, "%s: %q", c.source, c.ref)
	}
}

// runPerl runs the machine's perl with module loaded on script, one input
// a line, and returns what it prints for each: the lines of its output,
// split at sep. It skips the test, saying why, when perl or the module is
// missing.
func runPerl(t *testing.T, module, script string, inputs []string, sep string) []string {
	t.Helper()
	perl, err := exec.LookPath("perl")
	if err != nil {
		t.Skip("no perl on PATH: the differential test runs the installed " + module)
	}
	if out, err := exec.Command(perl, "-M"+module, "-e1").CombinedOutput(); err != nil {
		t.Skipf("perl cannot load %s: %v %s", module, err, out)
	}
	cmd := exec.Command(perl, "-M"+module, "-ne", script)
	cmd.Stdin = strings.NewReader(strings.Join(inputs, "\n") + "\n")
	out, err := cmd.Output()
	require.NoError(t, err)
	got := strings.Split(strings.TrimSuffix(string(out), sep), sep)
	require.Len(t, got, len(inputs))
	return got
}

// TestMIMEBase64AgainstPerl holds appendMIMEBase64 and mimeBase64Len
// against the machine's MIME::Base64::encode (encode_base64, the same
// function data.pm:137 called, its lines and "\n" unchanged since 1997)
// on payloads of every length from 0 to 300 bytes.
func TestMIMEBase64AgainstPerl(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var payloads, hexes []string
	for n := 0; n <= 300; n++ {
		p := make([]byte, n)
		for i := range p {
			p[i] = byte(rng.UintN(256))
		}
		payloads, hexes = append(payloads, string(p)), append(hexes, fmt.Sprintf("%x", p))
	}
	want := runPerl(t, "MIME::Base64", `chomp; print MIME::Base64::encode(pack("H*", $_)), "--\n"`, hexes, "--\n")
	for i, p := range payloads {
		got := string(appendMIMEBase64(nil, p))
		assert.Equal(t, want[i], got, "%d bytes", len(p))
		assert.Equal(t, len(want[i]), mimeBase64Len(len(p)), "%d bytes", len(p))
	}
}

// TestUnescapeAgainstPerl holds appendUnescaped against the machine's
// URI::Escape::uri_unescape, whose substitution is libwww-perl 5.14's
// ("s/%([\dA-Fa-f]{2})/chr(hex($1))/eg"), on strings rich in "%".
func TestUnescapeAgainstPerl(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const alphabet = "%%%%0123456789aAfFgG/;?#"
	var inputs []string
	for range 500 {
		b := make([]byte, rng.IntN(12))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		inputs = append(inputs, string(b))
	}
	want := runPerl(t, "URI::Escape", `chomp; print unpack("H*", uri_unescape($_)), "\n"`, inputs, "\n")
	for i, s := range inputs {
		assert.Equal(t, want[i], fmt.Sprintf("%x", appendUnescaped(nil, s)), "%q", s)
	}
}

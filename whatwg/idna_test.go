package whatwg

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// An idnaCase is one entry of web-platform-tests' IdnaTestV2.json: the
// host the host parser makes of input, or null for failure.
type idnaCase struct {
	Input  string  `json:"input"`
	Output *string `json:"output"`
}

// parseHostText runs the host parser on s, for a special URL.
func parseHostText(s string) (string, bool) {
	p := &parser{in: s}
	p.record.reset()
	if !p.parseHost(0, len(s), false) {
		return "", false
	}
	return string(p.out), true
}

// TestIdnaTestV2 runs every entry of IdnaTestV2.json through the host
// parser (WPT's IdnaTestV2.any.js does it through new URL("https://" +
// input + "/x"), with ":/?#\" percent-encoded; the host parser decodes
// them again). Every entry must give its output, or fail when the output
// is null.
func TestIdnaTestV2(t *testing.T) {
	data, err := os.ReadFile("testdata/IdnaTestV2.json")
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	total, passed := 0, 0
	for _, m := range raw {
		if m[0] == '"' {
			continue // a comment
		}
		var c idnaCase
		if err := json.Unmarshal(m, &c); err != nil {
			t.Fatal(err)
		}
		if c.Input == "" {
			// WPT's IdnaTestV2.any.js skips it ("cannot test empty string
			// input through new URL()"): the host parser never sees an
			// empty domain, and the domain parser says "If result is the
			// empty string, then return failure".
			if got, ok := parseHostText(c.Input); ok {
				t.Errorf("the empty host: got %q, want failure", got)
			}
			continue
		}
		total++
		got, ok := parseHostText(c.Input)
		switch {
		case c.Output == nil && ok:
			t.Errorf("host %q: got %q, want failure", c.Input, got)
		case c.Output != nil && !ok:
			t.Errorf("host %q: failure, want %q", c.Input, *c.Output)
		case c.Output != nil && got != *c.Output:
			t.Errorf("host %q: got %q, want %q", c.Input, got, *c.Output)
		default:
			passed++
		}
	}
	t.Logf("IdnaTestV2.json: %d of %d entries pass", passed, total)
	if total != 2670 {
		t.Errorf("IdnaTestV2.json has %d entries, want 2670: a new copy? update this count and testdata/README.md", total)
	}
}

// TestValidateHosts checks the domain-to-ASCII validation error, which
// Validate decides by UTS #46 with beStrict true (CheckHyphens,
// UseSTD3ASCIIRules and VerifyDnsLength on): hosts the relaxed profile
// takes and the strict one refuses are valid URLs with the error.
func TestValidateHosts(t *testing.T) {
	for _, c := range []struct {
		url   string
		valid bool
	}{
		{"https://example.com/", true},
		{"https://b\u00fccher.de/", true},
		{"https://\u1e9e.com/", true},                           // ẞ maps to ß, xn--zca
		{"https://\u10a0.example/", true},                       // Georgian capital, mapped since 15.1
		{"https://example.com./", false},                        // "the empty root label is disallowed"
		{"https://ex--ample.com/", false},                       // CheckHyphens: "--" in the third and fourth positions
		{"https://-example.com/", false},                        // CheckHyphens: a leading hyphen
		{"https://a_b.com/", false},                             // UseSTD3ASCIIRules
		{"https://xn--a.com/", false},                           // invalid Punycode (kept as written, not parsed strictly)
		{"https://" + strings.Repeat("a", 64) + ".com/", false}, // a label longer than 63
	} {
		err := Default.Validate(c.url)
		if (err == nil) != c.valid {
			t.Errorf("Validate(%q) = %v, want valid %v", c.url, err, c.valid)
		}
		if err != nil && !strings.Contains(err.Error(), "<domain-to-ASCII>") {
			t.Errorf("Validate(%q) = %v, want the domain-to-ASCII error", c.url, err)
		}
	}
}

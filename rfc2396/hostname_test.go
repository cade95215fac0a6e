package rfc2396

import (
	"regexp"
	"testing"
)

// hostnameRE is Section 3.2.2's hostname as a regular expression:
//
//	hostname    = *( domainlabel "." ) toplabel [ "." ]
//	domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
//	toplabel    = alpha | alpha *( alphanum | "-" ) alphanum
var hostnameRE = regexp.MustCompile(`^(?:(?:[A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9])\.)*(?:[A-Za-z]|[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9])\.?$`)

// isHostname, a one-pass scanner, accepts what the production accepts:
// every string of up to five bytes over an alphabet of the characters
// that matter, and the fuzzer's.
func TestIsHostnameMatchesGrammar(t *testing.T) {
	const alphabet = "a1-."
	var walk func(s string)
	walk = func(s string) {
		if got, want := isHostname(s), hostnameRE.MatchString(s); got != want {
			t.Errorf("isHostname(%q) = %v, want %v", s, got, want)
		}
		if len(s) < 6 {
			for i := 0; i < len(alphabet); i++ {
				walk(s + alphabet[i:i+1])
			}
		}
	}
	walk("")
	for _, s := range []string{"www.example.com", "www.example.com.", "a..b", "-a.b", "a-.b", "a.1b", "a.b-c", "x_y.z", "1.2.3.4"} {
		if got, want := isHostname(s), hostnameRE.MatchString(s); got != want {
			t.Errorf("isHostname(%q) = %v, want %v", s, got, want)
		}
	}
}

func FuzzIsHostname(f *testing.F) {
	f.Add("www.example.com.")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := isHostname(s), hostnameRE.MatchString(s); got != want {
			t.Fatalf("isHostname(%q) = %v, want %v", s, got, want)
		}
	})
}

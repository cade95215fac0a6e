package captures

import (
	"errors"
	"fmt"
	"strings"
)

// Rules names a way of keying URLs in an index: the canonicalisation
// and ordering one family of tools applies before it writes a URL's key.
type Rules uint8

// The keyings of the indexes web archives hold.
const (
	// RulesSURT is the Python surt package with its default options
	// (surt 0.3.1: the Google canonicalizer, then the Internet Archive
	// canonicalizer, then the host in SURT order): the keys of pywb, of
	// cdxj-indexer and of Internet Archive's CDX files.
	RulesSURT Rules = iota
	// RulesWarcioJS is warcio.js's getSurt (npm warcio 2.4.11): the keys
	// "warcio cdx-index" writes and wabac.js (ReplayWeb.page) looks up.
	RulesWarcioJS
	// RulesUnSURT is pywb's non-SURT key: the RulesSURT key with its host
	// turned back into written order ("example.com/?a=1"), as
	// cdx-indexer -u and older Wayback indexes write it.
	RulesUnSURT
)

var ruleNames = [...]string{"surt", "warciojs", "unsurt"}

func (r Rules) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return fmt.Sprintf("Rules(%d)", r)
}

// ParseRules returns the Rules named as String names them.
func ParseRules(name string) (Rules, error) {
	for i, n := range ruleNames {
		if strings.EqualFold(strings.TrimSpace(name), n) {
			return Rules(i), nil
		}
	}
	return 0, fmt.Errorf("captures: unknown key rules %q (known: %s)", name, strings.Join(ruleNames[:], ", "))
}

// Options are the settings of a key. The zero value is the key pywb and
// Internet Archive's indexes use: surt.surt(url) with its defaults. The
// other fields are surt()'s keyword options (named in each field's
// comment), for reading indexes written with them, and one reading of
// the Java key maker.
type Options struct {
	Rules Rules
	// WithScheme writes the scheme before the host: "http://(org,archive)/"
	// (with_scheme=True).
	WithScheme bool
	// TrailingComma ends the host with a comma: "org,archive,)/"
	// (trailing_comma=True).
	TrailingComma bool
	// KeepWWW keeps a leading "www.", "www2." ... of the host
	// (host_massage=False).
	KeepWWW bool
	// KeepIPOrder writes a dotted-quad IPv4 host as written, not reversed
	// (reverse_ipaddr=False).
	KeepIPOrder bool
	// KeepQueryCase leaves the query's letters as they are
	// (query_lowercase=False).
	KeepQueryCase bool
	// Verbatim keys the URL as parsed, without either canonicalizer
	// (canonicalizer=lambda url, **opts: url).
	Verbatim bool
	// DNSAsHost keys a "dns:HOST" URL by its host in SURT order
	// ("com,alexa)"), as webarchive-commons' WaybackURLKeyMaker does; the
	// Python package keeps "dns:alexa.com".
	DNSAsHost bool
}

// ErrNoKey is wrapped by the error of a URL that has no key: the Python
// surt package raises an exception on it (a port that is not a number,
// or past 65535; a URL of white space only), so no index holds a line
// for it.
var ErrNoKey = errors.New("no SURT key")

// Key returns rawURL's key under the default options: what pywb and
// Internet Archive's indexes key it by.
func Key(rawURL string) (string, error) { return Options{}.Key(rawURL) }

// Key returns rawURL's key under o.
func (o Options) Key(rawURL string) (string, error) {
	switch o.Rules {
	case RulesWarcioJS:
		return warcioJSKey(rawURL), nil
	case RulesUnSURT:
		k, err := o.surtKey(rawURL)
		if err != nil {
			return "", err
		}
		return unSURT(k), nil
	}
	return o.surtKey(rawURL)
}

// surtKey is surt.surt(url, **options) (surt/surt.py, _surt_bytes).
func (o Options) surtKey(rawURL string) (string, error) {
	if rawURL == "" {
		return "-", nil
	}
	// An ARC file's version block is keyed by its URL as written.
	if strings.HasPrefix(rawURL, "filedesc") {
		return rawURL, nil
	}
	if o.DNSAsHost {
		// WaybackURLKeyMaker.makeKey: "dns:" then the authority, in SURT
		// order, closed by ")".
		if host, ok := strings.CutPrefix(rawURL, "dns:"); ok {
			return hostToSURT(host, true) + ")", nil
		}
		if strings.HasPrefix(rawURL, "warcinfo") {
			return rawURL, nil
		}
	}
	h, err := parseHandyURL(rawURL)
	if err != nil {
		return "", fmt.Errorf("%w for %q: %v", ErrNoKey, rawURL, err)
	}
	if !o.Verbatim {
		googleCanonicalize(h)
		iaCanonicalize(h, o)
	}
	return h.surtString(o), nil
}

// unSURT turns a SURT key's host back into written order, as pywb's
// unsurt does (pywb/utils/canonicalize.py): "com,example)/a" becomes
// "example.com/a"; a key without ")/" is kept.
func unSURT(key string) string {
	i := strings.Index(key, ")/")
	if i < 0 {
		return key
	}
	parts := strings.Split(key[:i], ",")
	for l, r := 0, len(parts)-1; l < r; l, r = l+1, r-1 {
		parts[l], parts[r] = parts[r], parts[l]
	}
	return strings.Join(parts, ".") + key[i+1:]
}

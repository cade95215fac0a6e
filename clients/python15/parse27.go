package python15

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/relurl"
)

// The scheme classes of Python 2.7's Lib/urlparse.py that urlsplit,
// urlunsplit and urljoin read (uses_query and uses_fragment were no longer
// read: every scheme has them split off).
var (
	usesRelative27 = []string{"ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp", "mms",
		"prospero", "rtsp", "rtspu", "", "sftp", "svn", "svn+ssh"}
	usesNetloc27 = []string{"ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https", "shttp",
		"snews", "prospero", "rtsp", "rtspu", "rsync", "", "svn", "svn+ssh", "sftp", "nfs", "git", "git+ssh"}
	usesParams27 = []string{"ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtspu", "sip", "sips",
		"mms", "", "sftp", "tel"}
)

// ruleIPv6 is urlsplit's one refusal.
var ruleIPv6 = dialect.Rule{Doc: "Python 2.7", Sec: "Lib/urlparse.py", Function: "urlsplit", Step: `raise ValueError("Invalid IPv6 URL")`}

// urlparse27 is Python 2.7's urlparse(url, scheme): urlsplit, then the
// params of the last segment:
//
//  1. i = url.find(':'); if i > 0, url[:i] is the scheme (lowercased)
//     when it is "http", or when every character of it is in
//     scheme_chars and what follows is empty or not all digits ("path:80"
//     has no scheme: it may be a port);
//  2. if url starts with "//", whatever the scheme, the netloc is what
//     follows up to the first "/", "?" or "#"; a netloc with "[" and no
//     "]", or "]" and no "[", raises ValueError("Invalid IPv6 URL");
//  3. the fragment follows the first "#", the query the first "?";
//  4. urlparse: for a scheme in uses_params, the params follow the first
//     ";" after the last "/" of the path (_splitparams).
//
// The url is returned with the error; it is usable but for the check.
func (d *Dialect) urlparse27(s, scheme string) (url, *dialect.ParseError) {
	u := url{Parts: relurl.NoParts, scheme: scheme}
	start, end := 0, len(s)
	if i := strings.IndexByte(s, ':'); i > 0 {
		ok := s[:i] == "http"
		if !ok {
			ok = true
			for j := 0; j < i; j++ {
				if !isSchemeChar(s[j]) {
					ok = false
					break
				}
			}
			if ok {
				rest, digits := s[i+1:], true
				for j := 0; j < len(rest); j++ {
					if rest[j] < '0' || rest[j] > '9' {
						digits = false
						break
					}
				}
				ok = rest == "" || !digits
			}
		}
		if ok {
			u.Scheme, u.scheme, start = relurl.At(0, i), s[:i], i+1
		}
	}
	var err *dialect.ParseError
	if strings.HasPrefix(s[start:], "//") {
		e := strings.IndexAny(s[start+2:], "/?#")
		if e < 0 {
			e = end
		} else {
			e += start + 2
		}
		u.NetLoc = relurl.At(start+2, e)
		nl := s[start+2 : e]
		if strings.Contains(nl, "[") != strings.Contains(nl, "]") {
			err = &dialect.ParseError{Dialect: name, Input: s, Offset: start + 2, Len: len(nl), Rule: ruleIPv6,
				Msg: `a netloc with "[" and no "]", or "]" and no "[": urlsplit raises ValueError("Invalid IPv6 URL")`}
		}
		start = e
	}
	if k := strings.IndexByte(s[start:end], '#'); k >= 0 {
		u.Fragment, end = relurl.At(start+k+1, end), start+k
	}
	if k := strings.IndexByte(s[start:end], '?'); k >= 0 {
		u.Query, end = relurl.At(start+k+1, end), start+k
	}
	if in(usesParams27, u.scheme) {
		path := s[start:end]
		k := -1
		if slash := strings.LastIndexByte(path, '/'); slash >= 0 {
			k = strings.IndexByte(path[slash:], ';')
			if k >= 0 {
				k += slash
			}
		} else {
			k = strings.IndexByte(path, ';')
		}
		if k >= 0 {
			u.Params, end = relurl.At(start+k+1, end), start+k
		}
	}
	u.Path = relurl.At(start, end)
	return u, err
}

package captures

import (
	"fmt"
	"os"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/whatwg"
)

// A Lookup is what replay finds for a URL at a time: the capture nearest
// in time under the URL's key, and, when that capture is a redirect, the
// capture of its target nearest to the same time, and so on, as replay
// follows a redirect in the browser.
type Lookup struct {
	URL string
	At  time.Time
	// Key is the URL's key under RulesSURT ("" when it has none).
	Key string
	// Chain holds the captures replay goes through, the URL's own first;
	// empty when the URL has no capture.
	Chain []Hop
	// Stop says why the chain ends where it does; "" when it ends on a
	// capture that is no redirect.
	Stop Stop
	// Err is the error behind Stop (a URL without a key, a Location that
	// cannot be read or resolved), or nil.
	Err error
}

// A Hop is one capture of a lookup's chain.
type Hop struct {
	Capture
	// Status is the capture's status, a revisit's the status of its
	// original where the original is found (as pywb resolves revisits);
	// 0 when none is known.
	Status int
	// Original is a revisit's original capture, when found.
	Original *Capture
	// Location is a redirect's target, resolved against the capture's URL
	// as a browser resolves it (the URL Standard); "" for no redirect or
	// when unknown.
	Location string
}

// Stop names why a lookup's chain ends before a capture that is a page.
type Stop string

// The ends of a lookup's chain.
const (
	StopNone            Stop = ""
	StopNoKey           Stop = "no key"                       // the URL has no SURT key: no index can hold it
	StopNotCaptured     Stop = "not captured"                 // the URL has no capture
	StopTargetMissing   Stop = "redirect target not captured" // a redirect leads to a URL without a capture
	StopLoop            Stop = "redirect loop"                // a redirect leads back to a URL of the chain
	StopTooMany         Stop = "too many redirects"           // the chain passes Limits.MaxRedirects
	StopLocationUnknown Stop = "redirect target unknown"      // a redirect whose Location neither its index nor its record gives
)

// Final is the chain's last capture, nil when it is empty.
func (l *Lookup) Final() *Hop {
	if len(l.Chain) == 0 {
		return nil
	}
	return &l.Chain[len(l.Chain)-1]
}

// Captured reports whether replay shows an archived page for the URL:
// the chain ends on a capture that is no error (a status below 400, or
// none recorded: a resource, a revisit whose original is not found), or
// on a redirect whose target is unknown (the archive holds a capture,
// and replay serves it). A chain that ends in a loop, past the limit, or
// on a target without a capture shows no page.
func (l *Lookup) Captured() bool {
	f := l.Final()
	if f == nil {
		return false
	}
	switch l.Stop {
	case StopNone:
		return f.Status < 400
	case StopLocationUnknown:
		return true
	}
	return false
}

// FinalKey is the key (RulesSURT) of the URL whose capture ends the chain:
// the page replay shows.
func (l *Lookup) FinalKey() string {
	f := l.Final()
	if f == nil {
		return ""
	}
	if f.URL != "" {
		if k, err := Key(f.URL); err == nil {
			return k
		}
	}
	return f.Key
}

// Lookup finds what replay shows for url at the time at: the capture
// nearest in time under url's key in the collection's sources, a
// redirect followed to its Location's capture nearest to the same time,
// at most Limits.MaxRedirects times. As pywb does, a redirect to its own
// URL (its Location has the key it is filed under) is passed over for
// the next nearest capture, and a revisit takes the status of its
// original: the capture under the same key with the same digest, before
// it (or the capture its record refers to).
func (c *Collection) Lookup(url string, at time.Time) (Lookup, error) {
	l := Lookup{URL: url, At: at}
	key, err := Key(url)
	if err != nil {
		l.Stop, l.Err = StopNoKey, err
		return l, nil
	}
	l.Key = key
	// A loop is a redirect back to a URL of the chain, as written: two
	// URLs of one key are two requests to the browser.
	seen := map[string]bool{}
	for cur := url; ; {
		seen[cur] = true
		hop, ok, err := c.nearestUsable(cur, at)
		if err != nil {
			return l, err
		}
		if !ok {
			l.Stop = StopNotCaptured
			if len(l.Chain) > 0 {
				l.Stop = StopTargetMissing
			}
			return l, nil
		}
		l.Chain = append(l.Chain, hop)
		if !isRedirect(hop.Status) {
			return l, nil
		}
		if hop.Location == "" {
			l.Stop = StopLocationUnknown
			return l, nil
		}
		if len(l.Chain) > c.limits.MaxRedirects {
			l.Stop, l.Err = StopTooMany, fmt.Errorf("more than %d redirects (Limits.MaxRedirects)", c.limits.MaxRedirects)
			return l, nil
		}
		if seen[hop.Location] {
			l.Stop, l.Err = StopLoop, fmt.Errorf("%s redirects back to %s", hop.URL, hop.Location)
			return l, nil
		}
		cur = hop.Location
	}
}

func isRedirect(status int) bool { return status >= 300 && status < 400 && status != 304 }

// nearestUsable returns the nearest capture of url that is not a
// redirect to itself (its Location has the key it is filed under, in its
// index's keying, as pywb checks), with its status and Location.
func (c *Collection) nearestUsable(url string, at time.Time) (hop Hop, ok bool, err error) {
	var origErr error
	err = c.eachNear(url, at, func(f found) bool {
		hop = Hop{Capture: f.Capture, Status: f.Status}
		if f.Revisit {
			orig, found, err := c.original(f, url)
			if err != nil {
				origErr = err
				return true
			}
			if found {
				hop.Original = &orig
				hop.Status = orig.Status
			}
		}
		if isRedirect(hop.Status) {
			hop.Location = c.location(f, hop.Original, url)
			if hop.Location != "" {
				if k, err := (Options{Rules: f.src.Rules()}).Key(hop.Location); err == nil && k == f.Key {
					return false // a redirect to itself: the next capture
				}
			}
		}
		ok = true
		return true
	})
	if err == nil {
		err = origErr
	}
	return hop, ok && err == nil, err
}

// eachNear calls fn with the captures of url, nearest to at first, until
// fn returns true or Limits.MaxCaptures have been seen. Most callers take
// the nearest: more are read only when the nearest are passed over.
func (c *Collection) eachNear(url string, at time.Time, fn func(found) bool) error {
	seen := 0
	for n := 1; ; n *= 8 {
		cands, err := c.near(url, at, n)
		if err != nil {
			return err
		}
		for _, f := range cands[seen:] {
			if fn(f) {
				return nil
			}
		}
		seen = len(cands)
		if len(cands) < n || n >= c.limits.MaxCaptures {
			return nil
		}
	}
}

// original finds a revisit's original, as pywb does across its whole
// index: the capture its record refers to (WARC-Refers-To-Target-URI and
// -Date), else the nearest capture of its URL (or of url, the URL looked
// up), not after it, with the same digest, that is no revisit.
func (c *Collection) original(rv found, url string) (orig Capture, ok bool, err error) {
	match := func(want func(*Capture) bool) func(found) bool {
		return func(f found) bool {
			if !f.Revisit && want(&f.Capture) {
				orig, ok = f.Capture, true
			}
			return ok
		}
	}
	if rv.refersToURL != "" && !rv.refersToDate.IsZero() {
		err = c.eachNear(rv.refersToURL, rv.refersToDate, match(func(o *Capture) bool { return o.Time.Equal(rv.refersToDate) }))
		if ok || err != nil {
			return orig, ok, err
		}
	}
	if rv.Digest == "" {
		return Capture{}, false, nil
	}
	if rv.URL != "" {
		url = rv.URL
	}
	err = c.eachNear(url, rv.Time, match(func(o *Capture) bool { return o.Digest == rv.Digest && !o.Time.After(rv.Time) }))
	return orig, ok, err
}

// location returns a redirect's target: the index's redirect field or
// the record's Location header, else the Location of the record the
// index points to (read from its archive), else the original's (for a
// revisit); resolved against the capture's URL (or the URL looked up).
func (c *Collection) location(f found, original *Capture, looked string) string {
	loc := f.Redirect
	if loc == "" {
		loc = recordLocation(f.src, &f.Capture)
	}
	if loc == "" && original != nil {
		loc = original.Redirect
		if loc == "" {
			loc = recordLocation(f.src, original)
		}
	}
	if loc == "" {
		return ""
	}
	base := f.URL
	if base == "" {
		base = looked
	}
	return resolveLocation(base, loc)
}

// recordLocation reads the Location header of the record an index's
// capture points to, "" when it cannot be read.
func recordLocation(src Source, cap *Capture) string {
	ix, ok := src.(*Index)
	if !ok || cap.File == "" || cap.Offset < 0 {
		return ""
	}
	path, err := ix.archiveFile(cap.File)
	if err != nil {
		return ""
	}
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	if _, err := f.Seek(cap.Offset, 0); err != nil {
		return ""
	}
	rec, err := archive.NewReaderAt(f, path, cap.Offset).Next()
	if err != nil || rec.HTTP == nil {
		return ""
	}
	return locationOf(rec)
}

// resolveLocation resolves a Location header against the URL of the
// response, as a browser does (the URL Standard; RFC 7231, Section
// 7.1.2, allows a relative reference); "" when it cannot be.
func resolveLocation(base, loc string) string {
	var b, t, noBase dialect.Reference
	if err := whatwg.Default.ResolveText(&b, &noBase, base); err != nil {
		b = noBase
	}
	if err := whatwg.Default.ResolveText(&t, &b, loc); err != nil {
		return ""
	}
	return t.String()
}

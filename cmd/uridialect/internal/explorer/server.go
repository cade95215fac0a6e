package explorer

import (
	"embed"
	"fmt"
	"github.com/uridialect/uridialect/captures"
	"io/fs"
	"net"
	"net/http"
	"strings"
	"time"
)

//go:embed assets
var assets embed.FS

// Config sets the limits of a [New] handler. The zero value takes the
// defaults.
type Config struct {
	// MaxBody bounds a request body, in bytes (default 8 MiB: a 1 MiB
	// reference percent-encoded three times over, with room to spare).
	MaxBody int64
	// MaxRefs bounds the references of one comparison (default 200).
	MaxRefs int
	// MaxUpload bounds a document, archive or observations uploaded or
	// pasted into the Links, Migrate and Fit pages (default 2 MiB).
	MaxUpload int64
	// AnyHost turns off the check that a request's Host is a loopback
	// name. Set it when the server listens on another address, as
	// `uridialect serve --allow-remote` does.
	AnyHost bool
	// Captures, when set, are the captures the Migrate page looks the
	// changed links up in (serve --captures): the run's replay verdicts,
	// in its accounting, link table and report (package migrate/captures).
	Captures *captures.Collection
}

// Defaults.
const (
	DefaultMaxBody = 8 << 20
	DefaultMaxRefs = 200
	// maxShareQuery bounds the query of a shareable URL: a posted form
	// longer than this is answered directly instead of by a redirection to
	// its URL (and the request line stays far below maxHeaderBytes).
	maxShareQuery = 16 << 10
	// maxHeaderBytes bounds the request line and headers.
	maxHeaderBytes = 64 << 10
)

type server struct {
	cfg   Config
	pages *pages
	runs  *runStore // of the Migrate page
}

// New returns the explorer's handler.
func New(cfg Config) http.Handler {
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.MaxRefs <= 0 {
		cfg.MaxRefs = DefaultMaxRefs
	}
	if cfg.MaxUpload <= 0 {
		cfg.MaxUpload = DefaultMaxUpload
	}
	s := &server{cfg: cfg, pages: loadPages(), runs: newRunStore()}
	static, err := fs.Sub(assets, "assets/static")
	if err != nil {
		panic(err) // the embedded tree is fixed at build time
	}
	mux := http.NewServeMux()
	mux.Handle("GET /static/{file}", s.asset(static))
	mux.HandleFunc("GET /{$}", s.home)
	mux.HandleFunc("GET /compare", s.form(s.compare))
	mux.HandleFunc("POST /compare", s.form(s.compare))
	mux.HandleFunc("GET /explain", s.form(s.explain))
	mux.HandleFunc("POST /explain", s.form(s.explain))
	mux.HandleFunc("GET /validate", s.form(s.validate))
	mux.HandleFunc("POST /validate", s.form(s.validate))
	mux.HandleFunc("GET /links", s.linksForm)
	mux.HandleFunc("POST /links", s.links)
	mux.HandleFunc("GET /fit", s.fitForm)
	mux.HandleFunc("POST /fit", s.fit)
	mux.HandleFunc("GET /migrate", s.migrateForm)
	mux.HandleFunc("POST /migrate", s.migrate)
	mux.HandleFunc("GET /migrate/run/{id}", s.migrateResult)
	mux.HandleFunc("GET /migrate/run/{id}/{file}", s.migrateFile)
	mux.HandleFunc("GET /spec/{$}", s.specIndex)
	mux.HandleFunc("GET /spec/{doc}", s.spec)
	mux.HandleFunc("GET /", s.notFound)
	return s.guard(mux)
}

// asset serves one embedded file of assets/static; there are no folders
// to list.
func (s *server) asset(static fs.FS) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("file")
		if st, err := fs.Stat(static, name); err != nil || st.IsDir() {
			s.notFound(w, r)
			return
		}
		http.ServeFileFS(w, r, static, name)
	}
}

// NewServer returns an http.Server for h with the timeouts and header
// limit an interactive local tool needs: a slow or stalled client is
// dropped instead of holding a connection.
func NewServer(addr string, h http.Handler) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    maxHeaderBytes,
	}
}

// CheckAddr reports whether addr (host:port) is a loopback address, the
// only kind the explorer listens on unless told otherwise. An empty host
// (":8080") means every interface, so it is not loopback; "localhost" is.
func CheckAddr(addr string) (loopback bool, err error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false, fmt.Errorf("address %q: %v", addr, err)
	}
	return isLoopbackHost(host), nil
}

func isLoopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(strings.TrimSuffix(strings.TrimPrefix(host, "["), "]"))
	return ip != nil && ip.IsLoopback()
}

"""Loads a page in headless Chromium and reads computed colors under every emulated appearance,
through the DevTools protocol over a pipe (--remote-debugging-pipe: no network, no websocket).

    python3 computed-colors.py CHROMIUM PAGE.html STATES.json [READER.js] [SCREENSHOT.png]

STATES.json is a list of states: {"scheme": "light"|"dark", "contrast": "no-preference"|"more",
"attributes": {"data-scheme": "dark", …}}, and optionally "gamut": "srgb"|"p3"|"rec2020" (the
emulated `color-gamut` media feature; the browser's own when absent). `window.readColors()`, defined by the page or by
READER.js (run in the page once it has loaded), returns an object of computed colors. Prints a
JSON list: for each state, what readColors() returned. The window is 1280 x 800 pixels. With
SCREENSHOT.png, the whole page is also captured, in the first state, 1280 pixels wide.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

chromium, page, states_path = sys.argv[1], sys.argv[2], sys.argv[3]
reader = open(sys.argv[4]).read() if len(sys.argv) > 4 and sys.argv[4] else None
screenshot = sys.argv[5] if len(sys.argv) > 5 else None
states = json.load(open(states_path))

to_browser_read, to_browser_write = os.pipe()
from_browser_read, from_browser_write = os.pipe()


def give_pipes():
    os.dup2(to_browser_read, 3)
    os.dup2(from_browser_write, 4)


profile = tempfile.mkdtemp(prefix="shade-chromium-")
browser = subprocess.Popen(
    [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
     "--no-first-run", "--no-default-browser-check", f"--user-data-dir={profile}",
     "--remote-debugging-pipe", "about:blank"],
    pass_fds=(3, 4), preexec_fn=give_pipes, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_browser_read)
os.close(from_browser_write)
outgoing = os.fdopen(to_browser_write, "wb")
incoming = os.fdopen(from_browser_read, "rb")
next_id = 0
buffered = b""


def call(method, params=None, session=None):
    """Sends one command and returns its result, skipping events."""
    global next_id, buffered
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    outgoing.write(json.dumps(message).encode() + b"\0")
    outgoing.flush()
    while True:
        while b"\0" not in buffered:
            chunk = incoming.read1(65536)
            if not chunk:
                raise SystemExit(f"chromium closed the pipe during {method}")
            buffered += chunk
        raw, buffered = buffered.split(b"\0", 1)
        reply = json.loads(raw)
        if reply.get("id") == next_id:
            if "error" in reply:
                raise SystemExit(f"{method} failed: {reply['error']}")
            return reply["result"]


def features(state):
    """The emulated media features of a state."""
    wanted = [{"name": "prefers-color-scheme", "value": state["scheme"]},
              {"name": "prefers-contrast", "value": state["contrast"]}]
    if "gamut" in state:
        wanted.append({"name": "color-gamut", "value": state["gamut"]})
    return wanted


def evaluate(expression, session):
    result = call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True}, session)
    if "exceptionDetails" in result:
        raise SystemExit(f"page script failed: {result['exceptionDetails']}")
    return result["result"].get("value")


try:
    target = call("Target.createTarget", {"url": "file://" + os.path.abspath(page)})["targetId"]
    session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    # The new target starts on about:blank: wait until the page itself has loaded.
    for _ in range(500):
        if evaluate("document.readyState === 'complete' && location.protocol === 'file:'", session):
            break
        time.sleep(0.02)
    else:
        raise SystemExit("the page did not load within 10 s")
    # A laptop's window, 1280 x 800, while the page is read (the swatch sheet is checked to fit it).
    call("Emulation.setDeviceMetricsOverride",
         {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False}, session)
    if reader:
        evaluate(reader, session)
    if not evaluate("typeof window.readColors === 'function'", session):
        raise SystemExit("the page has no window.readColors()")
    results = []
    for state in states:
        call("Emulation.setEmulatedMedia", {"features": features(state)}, session)
        attributes = json.dumps(state.get("attributes", {}))
        results.append(evaluate(
            f"(() => {{ const root = document.documentElement; const wanted = {attributes};"
            " for (const name of [...root.getAttributeNames()]) if (name.startsWith('data-')) root.removeAttribute(name);"
            " for (const [name, value] of Object.entries(wanted)) root.setAttribute(name, value);"
            " return window.readColors(); })()", session))
    if screenshot:
        first = states[0] if states else {"scheme": "light", "contrast": "no-preference"}
        call("Emulation.setEmulatedMedia", {"features": features(first)}, session)
        height = evaluate("document.documentElement.scrollHeight", session)
        call("Emulation.setDeviceMetricsOverride",
             {"width": 1280, "height": height, "deviceScaleFactor": 1, "mobile": False}, session)
        shot = call("Page.captureScreenshot", {"format": "png"}, session)
        with open(screenshot, "wb") as file:
            file.write(base64.b64decode(shot["data"]))
    print(json.dumps(results))
finally:
    try:
        call("Browser.close")
    except BaseException:
        pass
    browser.wait(timeout=30)
    shutil.rmtree(profile, ignore_errors=True)
